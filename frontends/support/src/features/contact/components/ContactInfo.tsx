import { useTranslation } from 'react-i18next';

/** The Contact Info tab: the Geneva office and the support that exists (tickets, answered with an e-mail notice). */
export function ContactInfo() {
  const { t } = useTranslation();
  return (
    <>
      <h2>{t('support.tabContact')}</h2>
      <p>
        <strong>{t('support.genevaOffice')}</strong>
        <br />
        {t('support.officeAddress')}
      </p>
      <p>
        <strong>{t('support.ticketsHeading')}</strong>
        <br />
        {t('support.ticketsText')}
      </p>
    </>
  );
}
