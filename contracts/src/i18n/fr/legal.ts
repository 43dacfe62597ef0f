import type { LegalCatalogue } from '../en/legal.js';

/** Conditions d’utilisation et politique de confidentialité (/terms, /privacy) : les clés de en/legal.ts. */
export const legal: LegalCatalogue = {
  termsTitle: 'Conditions d’utilisation',
  privacyTitle: 'Politique de confidentialité',
  footerLabel: 'Mentions légales',
  updated: 'Dernière mise à jour : novembre 2026',
  termsIntro:
    'Ces conditions s’appliquent à toute personne qui utilise l’UNSEAF Grant Portal : les bénéficiaires de subventions et les administrateurs qui les accompagnent. En vous inscrivant ou en vous connectant, vous les acceptez.',
  termsAccountHeading: 'Votre compte',
  termsAccountText:
    'Vous vous inscrivez avec le numéro de subvention qui vous a été attribué. Un administrateur examine et approuve chaque compte avant que vous puissiez vous connecter. Gardez pour vous votre mot de passe et votre code PIN de transaction : toute action effectuée avec eux est réputée être la vôtre.',
  termsFundsHeading: 'Fonds de subvention',
  termsFundsText:
    'Vos fonds ne peuvent servir qu’aux fins de votre subvention. Les fonctions financières s’ouvrent une fois votre vérification d’identité (KYC) approuvée. Les retraits sont plafonnés par trimestre de votre année de subvention, compté par pas de trois mois à partir de la date de début de votre subvention, et chaque frais est affiché avant votre confirmation.',
  termsConductHeading: 'Usage loyal',
  termsConductText:
    'N’essayez pas d’accéder aux données d’autrui, de perturber le service ni de l’utiliser à des fins illicites. Nous pouvons suspendre un compte qui enfreint ces conditions et vous en indiquerons la raison.',
  termsChangesHeading: 'Modifications et contact',
  termsChangesText:
    'Nous annonçons dans le portail toute modification de ces conditions avant son entrée en vigueur. Vos questions sont à adresser à notre équipe par un ticket de support.',
  privacyIntro: 'Cette politique explique quelles données personnelles le portail conserve, pourquoi, et ce que vous pouvez nous demander.',
  privacyDataHeading: 'Ce que nous conservons',
  privacyDataText:
    'Votre nom, votre adresse e-mail, votre numéro de subvention, en option votre téléphone et votre pays, vos pièces d’identité (certificat AML), vos transactions, retraits et tickets de support, ainsi que vos choix de langue et de notifications.',
  privacyUseHeading: 'Pourquoi nous les conservons',
  privacyUseText:
    'Pour gérer votre compte de subvention : l’approuver, vérifier votre identité, déplacer et enregistrer vos fonds, répondre à vos tickets et vous envoyer les e-mails que vous avez choisis. Nous ne vendons pas vos données et ne les utilisons pas à des fins publicitaires.',
  privacySecurityHeading: 'Comment nous les protégeons',
  privacySecurityText:
    'Les données circulent chiffrées, les administrateurs ne voient les documents que par des liens de courte durée, votre PIN n’est conservé que sous forme de hachage à sens unique, et les actions des administrateurs sont consignées dans un journal d’audit.',
  privacyRightsHeading: 'Vos droits',
  privacyRightsText:
    'Vous pouvez consulter et corriger votre profil dans les Paramètres. Pour obtenir une copie de vos données ou leur effacement, ouvrez un ticket de support ; les enregistrements que la loi nous oblige à garder (comme les écritures comptables) sont conservés sans vos données personnelles.',
  backHome: 'Retour à l’accueil',
};
