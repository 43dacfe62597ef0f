import { useTranslation } from 'react-i18next';

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
        <strong>{t('support.liveChat')}</strong>
        <br />
        {t('support.available247')}
      </p>
    </>
  );
}
