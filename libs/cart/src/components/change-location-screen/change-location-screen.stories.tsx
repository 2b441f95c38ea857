import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { fn } from 'storybook/test';
import type { Location } from '@matjar/api-client';
import { withCustomerStore } from '@matjar/auth/testing';
import { commonMessages } from '@matjar/i18n';
import { Button, Dialog } from '@matjar/ui';
import { homeAddress, workAddress } from '../cart-fixtures.js';
import { withCartLocale } from '../story-decorators.js';
import { withCheckoutDraft } from '../story-store.js';
import { type AddAddressDialogProps, ChangeLocationScreen } from './change-location-screen.js';
import { changeLocationScreenMessages as m } from './messages.js';

const restHouse: Location = {
  ...homeAddress,
  id: 3,
  is_default: false,
  name: 'الاستراحة',
  address: 'حي الملقا، طريق أنس بن مالك، الرياض',
};

/** Forty-five addresses: three pages of the choice. */
const manyAddresses: Location[] = Array.from({ length: 45 }, (_, index) => ({
  ...workAddress,
  id: 100 + index,
  is_default: index === 0,
  name: `فرع ${index + 1}`,
}));

/** The app's dialog (a map picker) stands here as one that saves the rest house. */
function StoryAddAddressDialog({ onClose, onSaved }: AddAddressDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={intl.formatMessage(m.addAddress)}
      footer={
        <Button
          onClick={() => {
            onSaved(restHouse);
            onClose();
          }}
        >
          {intl.formatMessage(commonMessages.save)}
        </Button>
      }
    >
      <p>
        <bdi>{restHouse.address}</bdi>
      </p>
    </Dialog>
  );
}

const meta = {
  title: 'cart/ChangeLocationScreen',
  component: ChangeLocationScreen,
  decorators: [withCheckoutDraft, withCustomerStore, withCartLocale],
  args: {
    addresses: { data: { locations: [homeAddress, workAddress] }, isError: false, refetch: fn() },
    checkoutHref: '/cart/summary',
    onAddressChosen: fn(),
    renderAddAddressDialog: (dialog) => <StoryAddAddressDialog {...dialog} />,
  },
} satisfies Meta<typeof ChangeLocationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Home (the default, checked) and work. "Deliver to this address" keeps the choice for the order
 * and calls `onAddressChosen`; "Add a new address" opens the app's dialog.
 */
export const Addresses: Story = {};

export const English: Story = { globals: { locale: 'en' } };

/** The address chosen earlier for this order is checked rather than the default. */
export const ChosenForThisOrder: Story = {
  parameters: { checkoutDraft: { location_id: workAddress.id } },
};

/** Forty-five addresses, twenty a page: the page holding the default one, and links to the others. */
export const ManyAddresses: Story = {
  args: { addresses: { data: { locations: manyAddresses }, isError: false, refetch: fn() } },
};

/** The last page of them, as asked for in the address (`?page=3`). */
export const LastPage: Story = {
  args: {
    addresses: { data: { locations: manyAddresses }, isError: false, refetch: fn() },
    page: 3,
  },
  globals: { locale: 'en' },
};

/** No saved address yet: an invitation to add one. */
export const NoAddresses: Story = {
  args: { addresses: { data: { locations: [] }, isError: false, refetch: fn() } },
};

/** The addresses are on their way: a skeleton holds their place. */
export const Loading: Story = {
  args: { addresses: { data: undefined, isError: false, refetch: fn() } },
};

/** The addresses could not be had: the screen says so and offers to try again. */
export const AddressesDown: Story = {
  args: { addresses: { data: undefined, isError: true, refetch: fn() } },
};
