// A stylesheet imported for its effect, as Vite bundles it.
declare module '*.css';
