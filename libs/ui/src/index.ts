export { Button, type ButtonProps, type ButtonVariant } from './components/button/button.js';
