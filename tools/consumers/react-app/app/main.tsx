// A Vite React app of another team: the design system's stylesheet (with its fonts) and two of its
// components, in Arabic, from the README of @matjar/ui.
import '@matjar/ui/styles.css';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider, loadCatalogue } from '@matjar/i18n';
import { Button, Price } from '@matjar/ui';

function AddToCart() {
  const [added, setAdded] = useState(0);
  return (
    <main>
      <Price amount={120.5} originalAmount={150} />
      <Button onClick={() => setAdded((count) => count + 1)}>أضف إلى السلة</Button>
      <output aria-label="added">{added}</output>
    </main>
  );
}

const root = document.getElementById('root');
if (root === null) throw new Error('#root is missing');
const messages = await loadCatalogue('ar');
createRoot(root).render(
  <StrictMode>
    <I18nProvider locale="ar" messages={messages}>
      <AddToCart />
    </I18nProvider>
  </StrictMode>,
);
