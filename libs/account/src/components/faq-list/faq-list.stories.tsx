import type { Meta, StoryObj } from '@storybook/react-vite';
import { withContentProviders } from '../info-page/story-providers.js';
import { FaqList } from './faq-list.js';
import { arabicFaqsFixture, englishFaqsFixture } from './fixtures.js';

const meta = {
  title: 'account/FaqList',
  component: FaqList,
  args: { faqs: arabicFaqsFixture },
  decorators: [withContentProviders],
} satisfies Meta<typeof FaqList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' } };
export const English: Story = { args: { faqs: englishFaqsFixture }, globals: { locale: 'en' } };
export const Empty: Story = { args: { faqs: [] } };
export const EmptyEnglish: Story = { args: { faqs: [] }, globals: { locale: 'en' } };

/** Five thousand questions: only those near the visible part are in the page. */
export const FiveThousandQuestions: Story = {
  args: {
    faqs: Array.from({ length: 5000 }, (_, index) => ({
      ...arabicFaqsFixture[index % arabicFaqsFixture.length]!,
      id: index + 1,
      question: `السؤال ${index + 1}: ${arabicFaqsFixture[index % arabicFaqsFixture.length]!.question}`,
    })),
  },
};
