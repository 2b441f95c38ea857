import { describe, expect, it } from 'vitest';
import { needsProfileCompletion } from './profile-completion.js';

describe('needsProfileCompletion', () => {
  it('asks a customer without a name or a city to complete the profile', () => {
    expect(needsProfileCompletion({ name: null, city_id: null })).toBe(true);
    expect(needsProfileCompletion({ name: 'سارة', city_id: null })).toBe(true);
    expect(needsProfileCompletion({ name: '   ', city_id: 3 })).toBe(true);
  });

  it('lets a customer with a name and a city through', () => {
    expect(needsProfileCompletion({ name: 'Sara', city_id: 1 })).toBe(false);
  });

  it('asks nothing when there is no customer', () => {
    expect(needsProfileCompletion(null)).toBe(false);
  });
});
