import { defineMessage, type MessageTag } from 'react-intl';

/** The words of a complaint or suggestion wherever it is shown: its number, type and status. */
export const complaintMessages = {
  number: defineMessage<{ number: string; bdi: MessageTag }>({
    id: 'account.complaints.number',
    defaultMessage: 'No. <bdi>{number}</bdi>',
  }),
  typeComplaint: defineMessage({
    id: 'account.complaints.typeComplaint',
    defaultMessage: 'Complaint',
  }),
  typeSuggestion: defineMessage({
    id: 'account.complaints.typeSuggestion',
    defaultMessage: 'Suggestion',
  }),
  statusPending: defineMessage({
    id: 'account.complaints.statusPending',
    defaultMessage: 'Awaiting reply',
  }),
  statusAnswered: defineMessage({
    id: 'account.complaints.statusAnswered',
    defaultMessage: 'Answered',
  }),
  sentOn: defineMessage<{ date: string; time: MessageTag }>({
    id: 'account.complaints.sentOn',
    defaultMessage: 'Sent on <time>{date}</time>',
  }),
} as const;
