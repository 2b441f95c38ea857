import { setProjectAnnotations } from '@storybook/react-vite';
import preview from '../../.storybook/preview.tsx';
import '../../tools/vitest/setup.ts';

// Stories rendered in tests get the same decorators as in Storybook (language and direction).
setProjectAnnotations(preview);
