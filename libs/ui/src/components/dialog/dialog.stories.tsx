import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/button.js';
import { Dialog } from './dialog.js';

const meta = {
  title: 'ui/Dialog',
  component: Dialog,
  args: {
    title: 'حذف العنوان',
    description: 'سيُحذف عنوان «المنزل» من عناوينك المحفوظة.',
    trigger: <Button variant="secondary">حذف العنوان</Button>,
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

export const WithBodyAndActions: Story = {
  args: {
    defaultOpen: true,
    title: 'تأكيد الطلب',
    description: 'راجع طلبك قبل الدفع.',
    children: <p>3 منتجات، التوصيل إلى الرياض خلال يومين.</p>,
    footer: (
      <>
        <Button>ادفع الآن</Button>
        <Button variant="ghost">متابعة التسوق</Button>
      </>
    ),
  },
};

export const WithoutDescription: Story = {
  args: {
    defaultOpen: true,
    title: 'سياسة الاسترجاع',
    description: undefined,
    children: <p>يمكنك استرجاع المنتجات خلال 14 يومًا من الاستلام ما دامت بحالتها الأصلية.</p>,
  },
};

export const Controlled: Story = {
  args: { trigger: undefined },
  render: function ControlledDialog(args) {
    const [isOpen, setIsOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setIsOpen(true)}>عرض التفاصيل</Button>
        <Dialog
          {...args}
          open={isOpen}
          onOpenChange={setIsOpen}
          footer={<Button onClick={() => setIsOpen(false)}>حسنًا</Button>}
        />
      </>
    );
  },
};
