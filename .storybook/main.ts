import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../libs/*/src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The accessibility panel (axe on the story as drawn, in the toolbar's language) and a docs page
  // per component, built from its stories, its props and its TSDoc.
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const { mergeConfig, defaultClientConditions } = await import('vite');
    return mergeConfig(viteConfig, {
      resolve: { conditions: ['@matjar/source', ...defaultClientConditions] },
    });
  },
};

export default config;
