import { useIntl } from 'react-intl';
import { ContactUsForm, contactFormMessages } from '@matjar/account';
import { PageLayout } from '@matjar/ui';
import { messageIn, metaLocale, pageMeta } from '../../lib/seo.js';
import type { Route } from './+types/contact';
import { accountPageMessages as m } from './account.messages.js';
import '@matjar/ui/forms.css';
import '@matjar/account/pages.css';
import type { RouteHandle } from '../../lib/route-handle.js';

export const handle: RouteHandle = { back: '/profile' };

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return pageMeta({
    locale,
    title: messageIn(locale, contactFormMessages.heading),
    description: messageIn(locale, m.contactDescription),
  });
}

/** Contact us: the form goes to the store; a signed-in customer's name and phone are filled in. */
export default function ContactRoute() {
  const intl = useIntl();
  return (
    <PageLayout width="text" className="sf-info-page">
      <h1 className="sf-info-page__title">{intl.formatMessage(contactFormMessages.heading)}</h1>
      <p className="sf-info-page__lead">{intl.formatMessage(m.contactDescription)}</p>
      <ContactUsForm />
    </PageLayout>
  );
}
