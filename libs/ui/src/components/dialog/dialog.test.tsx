import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { useRef, useState } from 'react';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { describe, expect, it, vi } from 'vitest';
import { assertNoAxeViolations } from '../../testing.js';
import { Button } from '../button/button.js';
import { Dialog, preloadDialog } from './dialog.js';
import * as stories from './dialog.stories.js';

function DeleteAddressDialog({ onDelete = () => undefined }: { onDelete?: () => void }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog
      open={isOpen}
      onOpenChange={setIsOpen}
      trigger={<Button>Delete address</Button>}
      title="Delete the address?"
      description="This cannot be undone."
      footer={
        <>
          <Button variant="danger" onClick={onDelete}>
            Delete
          </Button>
          <Button variant="ghost" onClick={() => setIsOpen(false)}>
            Keep it
          </Button>
        </>
      }
    />
  );
}

describe('Dialog', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      // The dialog is portalled to the end of the body, so axe checks the whole document.
      const { baseElement } = render(<Story />);
      await assertNoAxeViolations(baseElement);
    },
  );

  it('opens from its trigger, named by its title and described by its description', async () => {
    render(
      <TestI18nProvider locale="en">
        <DeleteAddressDialog />
      </TestI18nProvider>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the address?' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    expect(dialog).toHaveAttribute('data-state', 'open');
  });

  it('closes when Escape is pressed and gives focus back to the trigger', async () => {
    render(
      <TestI18nProvider locale="en">
        <DeleteAddressDialog />
      </TestI18nProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Delete address' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('holds the page behind it still while open, and lets it scroll again once closed', async () => {
    render(
      <TestI18nProvider locale="en">
        <DeleteAddressDialog />
      </TestI18nProvider>,
    );
    const page = document.documentElement;
    // A dialog of an earlier test, unmounted while open, lets go in the frame after.
    await waitFor(() => expect(page).not.toHaveAttribute('data-mj-scroll-locked'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete address' }));
    await screen.findByRole('dialog');
    expect(page).toHaveAttribute('data-mj-scroll-locked');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page).not.toHaveAttribute('data-mj-scroll-locked'));
  });

  it('closes when the backdrop beside it is pressed', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    render(
      <TestI18nProvider locale="en">
        <DeleteAddressDialog />
      </TestI18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Delete address' }));
    await screen.findByRole('dialog');
    const backdrop = document.querySelector('.mj-dialog__overlay');
    // Marked open, as the panel is, so that it fades in with it.
    expect(backdrop).toHaveAttribute('data-state', 'open');
    await user.click(backdrop as Element);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.querySelector('.mj-dialog__overlay')).toBeNull();
  });

  it('asks its parent to close when the close button is pressed', async () => {
    const onOpenChange = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <Dialog open onOpenChange={onOpenChange} title="Return policy">
          <p>Return products within 14 days.</p>
        </Dialog>
      </TestI18nProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('names the close button and lays the dialog out right to left in Arabic', async () => {
    render(
      <TestI18nProvider locale="ar">
        <Dialog open title="سياسة الاسترجاع">
          <p>يمكنك استرجاع المنتجات خلال 14 يومًا.</p>
        </Dialog>
      </TestI18nProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'سياسة الاسترجاع' });
    expect(dialog).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  });

  it('gives focus to the control it is opened for, not to its first one', async () => {
    function SearchDialog() {
      const boxRef = useRef<HTMLInputElement>(null);
      return (
        <Dialog open title="Search" initialFocusRef={boxRef}>
          <button type="button">Recent: dates</button>
          <input ref={boxRef} aria-label="Search products" />
        </Dialog>
      );
    }
    render(
      <TestI18nProvider locale="en">
        <SearchDialog />
      </TestI18nProvider>,
    );
    expect(await screen.findByRole('textbox', { name: 'Search products' })).toHaveFocus();
  });

  it('keeps focus inside the dialog while the user tabs through it', async () => {
    render(
      <TestI18nProvider locale="en">
        <Button>Outside</Button>
        <DeleteAddressDialog />
      </TestI18nProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete address' }));
    const dialog = await screen.findByRole('dialog');
    for (let press = 0; press < 5; press += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    expect(screen.getByRole('button', { name: 'Outside', hidden: true })).not.toHaveFocus();
  });

  it('runs the footer action the user presses', async () => {
    const onDelete = vi.fn();
    render(
      <TestI18nProvider locale="en">
        <DeleteAddressDialog onDelete={onDelete} />
      </TestI18nProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete address' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('tells assistive technology its trigger opens a dialog, before the dialog’s code has loaded', () => {
    render(
      <TestI18nProvider locale="en">
        <DeleteAddressDialog />
      </TestI18nProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Delete address' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives focus back to the control that opened it when it has no trigger of its own', async () => {
    function OpenedFromOutside() {
      const [isOpen, setIsOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setIsOpen(true)}>Why sign in?</Button>
          <Dialog open={isOpen} onOpenChange={setIsOpen} title="Sign in first" />
        </>
      );
    }
    render(
      <TestI18nProvider locale="en">
        <OpenedFromOutside />
      </TestI18nProvider>,
    );
    const opener = screen.getByRole('button', { name: 'Why sign in?' });
    await userEvent.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Sign in first' })).toContainElement(
      document.activeElement as HTMLElement,
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('gives focus to the main content when the control that opened it is gone', async () => {
    function ProductPage() {
      const [page, setPage] = useState<'product' | 'sign-in'>('product');
      const [isOpen, setIsOpen] = useState(false);
      return (
        <main tabIndex={-1}>
          {page === 'product' ? (
            <Button onClick={() => setIsOpen(true)}>Add to cart</Button>
          ) : (
            <h1>Sign in</h1>
          )}
          <Dialog
            open={isOpen}
            onOpenChange={setIsOpen}
            title="Please sign in first"
            footer={
              <Button
                onClick={() => {
                  // The dialog's action opens another page, where the opener is no more.
                  setPage('sign-in');
                  setIsOpen(false);
                }}
              >
                Go to sign in
              </Button>
            }
          />
        </main>
      );
    }
    const user = userEvent.setup();
    render(
      <TestI18nProvider locale="en">
        <ProductPage />
      </TestI18nProvider>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Please sign in first' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Go to sign in' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('renders at once when its code was loaded ahead, as the page does when idle', async () => {
    await preloadDialog();
    render(
      <TestI18nProvider locale="en">
        <Dialog open title="Sign in first" />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Sign in first' })).toBeInTheDocument();
  });

  it('dims the whole window: the backdrop reaches over the gutter the locked page keeps for its scrollbar', () => {
    // jsdom lays nothing out, and headless Chromium draws no scrollbar: the rule is read instead.
    const css = readFileSync(resolve(import.meta.dirname, 'dialog.css'), 'utf8');
    expect(css).toMatch(/:root\[data-mj-scroll-locked\] \{[^}]*scrollbar-gutter: stable;/);
    const overlay = /\.mj-dialog__overlay \{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(overlay).toMatch(/position: fixed;/);
    expect(overlay).toMatch(/inset-block: 0;/);
    // A negative offset of the gutter's width on both inline sides (100vw counts the gutter).
    expect(overlay).toMatch(/inset-inline: calc\(100% - 100vw\);/);
  });
});
