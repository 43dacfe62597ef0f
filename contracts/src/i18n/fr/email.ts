import type { EmailCatalogue } from '../en/email.js';

/** The notification e-mails' texts in French: the same keys as the English catalogue. */
export const email = {
  layout: {
    greeting: 'Bonjour {{name}},',
    openPortal: 'Accéder à l’UNSEAF Grant Portal : {{url}}',
    signOff: 'Meilleures salutations,',
    team: 'L’équipe de l’UNSEAF Grant Portal',
    preferences: 'Vous recevez cet e-mail parce qu’il est activé dans Paramètres → Notifications, où vous pouvez modifier votre choix : {{url}}',
    securityNotice:
      'Ceci est un avis de sécurité concernant votre compte : nous l’envoyons quels que soient vos choix de notifications dans les Paramètres ({{url}}).',
    date: 'Date : {{date}}',
    /** A text quoted word for word (an admin's reply, a resolution's notes). */
    quote: '{{text}}',
  },
  status: {
    pending: 'En attente',
    processing: 'En cours de traitement',
    submitted: 'Transmis à la banque',
    completed: 'Terminé',
    failed: 'Échoué',
    open: 'Ouvert',
    in_progress: 'En cours',
    resolved: 'Résolu',
    closed: 'Fermé',
  },
  accountApproved: {
    subject: 'Votre compte UNSEAF Grant Portal a été approuvé',
    body: 'Votre compte a été approuvé. Vous pouvez maintenant vous connecter au portail.',
    next: 'Pour utiliser les retraits, les virements et l’historique des transactions, soumettez vos documents KYC depuis votre tableau de bord.',
  },
  accountRejected: {
    subject: 'Votre compte UNSEAF Grant Portal n’a pas été approuvé',
    body: 'Votre inscription a été examinée et refusée.',
    next: 'Si vous pensez qu’il s’agit d’une erreur, veuillez contacter notre équipe d’assistance.',
  },
  kycApproved: {
    subject: 'Vérification KYC approuvée',
    body: 'Votre vérification KYC a été approuvée : vérification terminée.',
    next: 'Les retraits, les virements et l’historique des transactions sont maintenant à votre disposition.',
  },
  kycRejected: {
    subject: 'Vérification KYC refusée',
    body: 'Votre vérification KYC a été refusée.',
    next: 'Veuillez lire les remarques de l’examinateur et soumettre à nouveau vos documents depuis votre tableau de bord (Soumettre à nouveau).',
  },
  reviewerNotes: 'Remarques de l’examinateur : {{notes}}',
  withdrawal: {
    subject: 'Retrait {{number}} : {{status}}',
    body: 'Le statut de votre retrait {{number}} de {{amount}} (montant net {{net}}) est passé de {{from}} à {{to}}.',
    completed: 'Le versement a été envoyé.',
    failed: 'Le montant total, frais compris, a été recrédité sur votre solde de subvention.',
    message: 'Message : {{message}}',
  },
  transfer: {
    subject: 'Virement {{number}} : {{status}}',
    body: 'Le statut de votre virement {{number}} de {{amount}} est passé de {{from}} à {{to}}.',
    completed: 'Le virement a été effectué.',
    failed: 'Le virement a échoué. Ce qui a été débité est recrédité sur votre solde de subvention.',
  },
  projectPayment: {
    subject: 'Paiement de projet {{number}} : {{status}}',
    body: 'Le statut de votre paiement de projet {{number}} de {{amount}} est passé de {{from}} à {{to}}.',
    completed: 'Paiement traité et versé',
    failed: 'Le paiement a échoué. Ce qui a été débité est recrédité sur votre solde de subvention.',
  },
  ticketReply: {
    subject: 'Ticket d’assistance n° {{number}} : nouvelle réponse',
    body: 'Notre équipe d’assistance a répondu à votre ticket n° {{number}} « {{subject}} » :',
    label: '--- Réponse de l’assistance ---',
    next: 'Vous pouvez lire la conversation et répondre sous Ticket d’assistance → Mes tickets.',
  },
  ticketResolved: {
    subject: 'Ticket d’assistance n° {{number}} résolu',
    body: 'Votre ticket n° {{number}} « {{subject}} » a été résolu.',
    label: '--- Résolu ---',
  },
  grantReport: {
    approvedSubject: 'Votre rapport d’avancement « {{milestone}} » a été approuvé',
    approvedBody: 'Votre rapport d’avancement sur le jalon « {{milestone}} » de votre subvention « {{grant}} » a été approuvé.',
    changesSubject: 'Modifications demandées sur votre rapport « {{milestone}} »',
    changesBody:
      'Votre rapport d’avancement sur le jalon « {{milestone}} » de votre subvention « {{grant}} » doit être modifié. Veuillez le réviser et le soumettre à nouveau.',
    rejectedSubject: 'Votre rapport d’avancement « {{milestone}} » a été refusé',
    rejectedBody:
      'Votre rapport d’avancement sur le jalon « {{milestone}} » de votre subvention « {{grant}} » a été refusé ; la tranche qui en dépend est retenue.',
    comment: 'Commentaire de l’évaluateur :',
  },
  grantReportDue: {
    dueSubject: 'Rapport d’avancement attendu d’ici le {{date}} : « {{milestone}} »',
    dueBody:
      'Votre rapport d’avancement sur le jalon « {{milestone}} » de votre subvention « {{grant}} » est attendu d’ici le {{date}}. Vous pouvez le soumettre sous Ma subvention.',
    overdueSubject: 'Rapport d’avancement en retard : « {{milestone}} »',
    overdueBody:
      'Votre rapport d’avancement sur le jalon « {{milestone}} » de votre subvention « {{grant}} » était attendu le {{date}} et n’a pas été soumis. La tranche qui en dépend l’attend.',
  },
  statementReady: {
    subject: 'Votre relevé de {{month}} est prêt',
    body: 'Votre relevé de compte de {{month}} est prêt : le solde d’ouverture, chaque opération avec ses frais et le solde de clôture. Vous pouvez le télécharger en PDF sous Transactions.',
  },
  grantTranche: {
    subject: 'La tranche {{number}} de votre subvention a été versée',
    body: 'La tranche {{number}} de votre subvention « {{grant}} », {{amount}}, a été versée sur votre compte (transaction {{transaction}}).',
  },
  registrationAttempt: {
    subject: 'Quelqu’un a tenté de s’inscrire avec votre adresse e-mail',
    body: 'Quelqu’un vient de tenter de créer un nouveau compte UNSEAF Grant Portal avec cette adresse e-mail. Elle appartient déjà à votre compte : aucun nouveau compte n’a été créé.',
    signIn: 'Si c’était vous, connectez-vous avec votre compte existant : {{url}}',
    reset: 'Mot de passe oublié ? Choisissez-en un nouveau ici : {{url}}',
    ignore: 'Si ce n’était pas vous, vous pouvez ignorer cet e-mail : votre compte et votre mot de passe restent inchangés.',
  },
  ticketClosed: {
    subject: 'Ticket d’assistance n° {{number}} fermé',
    body: 'Votre ticket n° {{number}} « {{subject}} » a été fermé.',
    label: '--- Message de l’assistance ---',
  },
  security: {
    pin_set: {
      subject: 'Votre PIN de transaction a été défini',
      body: 'Un PIN de transaction a été défini pour votre compte UNSEAF Grant Portal.',
    },
    pin_changed: {
      subject: 'Votre PIN de transaction a été modifié',
      body: 'Le PIN de transaction de votre compte UNSEAF Grant Portal a été modifié.',
    },
    pin_reset: {
      subject: 'Votre PIN de transaction a été réinitialisé',
      body: 'Le PIN de transaction de votre compte UNSEAF Grant Portal a été réinitialisé avec le lien que nous vous avons envoyé par e-mail.',
    },
    pin_deleted: {
      subject: 'Votre PIN de transaction a été supprimé',
      body: 'Le PIN de transaction de votre compte UNSEAF Grant Portal a été supprimé. Les retraits nécessitent un nouveau PIN.',
    },
    password_changed: {
      subject: 'Votre mot de passe a été modifié',
      body: 'Le mot de passe de votre compte UNSEAF Grant Portal a été modifié dans les Paramètres.',
    },
    password_reset: {
      subject: 'Votre mot de passe a été réinitialisé',
      body: 'Le mot de passe de votre compte UNSEAF Grant Portal a été réinitialisé avec un lien de réinitialisation.',
    },
    holdAfterReset: 'Pour votre sécurité, aucun argent ne peut quitter votre compte dans les 24 heures qui suivent une réinitialisation du PIN.',
    notYou: 'Si ce n’était pas vous, contactez immédiatement notre équipe d’assistance et changez votre mot de passe.',
    pinResetLink: {
      subject: 'Réinitialiser votre PIN de transaction',
      body: 'Vous avez demandé la réinitialisation du PIN de transaction de votre compte UNSEAF Grant Portal. Ouvrez le lien ci-dessous en étant connecté pour choisir un nouveau PIN. Il fonctionne une seule fois, pendant 30 minutes ; votre PIN actuel reste valable jusque-là.',
      notYou: 'Si vous n’avez pas fait cette demande, ignorez cet e-mail et changez votre mot de passe : votre PIN reste inchangé.',
      action: 'Choisir un nouveau PIN : {{url}}',
    },
  },
} as const satisfies EmailCatalogue;
