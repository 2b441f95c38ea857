import { describe, expect, it } from 'vitest';
import { pageShapeOf } from './navigation-skeleton.js';

describe('pageShapeOf', () => {
  it.each([
    ['/', 'home'],
    ['/products/12', 'product'],
    ['/categories/3', 'grid'],
    ['/providers/4', 'grid'],
    ['/providers/4/products', 'grid'],
    ['/search', 'grid'],
    ['/favorites', 'grid'],
    ['/offers', 'grid'],
    ['/cart', 'page'],
    ['/orderDetailes/9/chat', 'page'],
    ['/products/12/reviews', 'page'],
  ] as const)('gives %s the skeleton of a %s page', (path, shape) => {
    expect(pageShapeOf(path)).toBe(shape);
  });
});
