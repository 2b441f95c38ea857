import { defineMessage } from 'react-intl';

/** The words of the contact-us form (spec §3: name, phone, subject, title, message). */
export const contactFormMessages = {
  heading: defineMessage({ id: 'account.contactForm.heading', defaultMessage: 'Contact us' }),
  name: defineMessage({ id: 'account.contactForm.name', defaultMessage: 'Name' }),
  subject: defineMessage({ id: 'account.contactForm.subject', defaultMessage: 'Subject' }),
  title: defineMessage({ id: 'account.contactForm.title', defaultMessage: 'Message title' }),
  message: defineMessage({ id: 'account.contactForm.message', defaultMessage: 'Message' }),
  messageTooLong: defineMessage<{ max: number }>({
    id: 'account.contactForm.messageTooLong',
    defaultMessage:
      'The message can be at most {max, number} characters long (a new line counts as two).',
  }),
  submit: defineMessage({ id: 'account.contactForm.submit', defaultMessage: 'Send' }),
  sent: defineMessage({
    id: 'account.contactForm.sent',
    defaultMessage: 'Your message has been sent. We will get back to you soon.',
  }),
} as const;
