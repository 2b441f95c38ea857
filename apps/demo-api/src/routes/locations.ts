import type { Hono } from 'hono';
import { calls } from '@matjar/api-client/contract';
import { page } from '../paginate.js';
import type { DemoAddressDetails } from '../seed/account.js';
import { type Reply, serveCall } from '../serve-call.js';
import type { DemoLocation, DemoStore } from '../state.js';
import { accountMsg } from './account-messages.js';

const noDetails: DemoAddressDetails = {
  city: null,
  district: null,
  street: null,
  building_number: null,
  short_address: null,
  landmark: null,
};

/** Saved addresses: list, create, update, delete, set default (exactly one per customer). */
export function serveLocations(app: Hono, store: DemoStore, served: Set<string>): void {
  const { locations } = calls;
  const detailsOf = (id: number) => store.state.account.addresses[String(id)] ?? noDetails;
  const locationOut = ({ user_id: _owner, ...location }: DemoLocation) => ({
    ...location,
    ...detailsOf(location.id),
  });
  const mine = (userId: number) =>
    store.state.locations.filter((location) => location.user_id === userId);
  const makeDefault = (userId: number, id: number) => {
    for (const location of mine(userId)) location.is_default = location.id === id;
  };

  serveCall(app, store, served, locations.list, ({ input, user }): Reply => {
    if (!user) return { key: 'unauthenticated', msg: 'unauthenticated' };
    if (!user.is_active) return { key: 'needActive', msg: 'needActive', data: null };
    return { data: page(mine(user.id).map(locationOut), input) };
  });

  serveCall(app, store, served, locations.create, ({ input, user, lang }): Reply => {
    if (!user) return { key: 'unauthenticated', msg: 'unauthenticated' };
    const location: DemoLocation = {
      id: store.nextId(),
      user_id: user.id,
      name: input.name,
      address: input.address,
      lat: input.lat ?? null,
      lng: input.lng ?? null,
      is_default: false,
    };
    const isFirst = mine(user.id).length === 0;
    store.state.locations.push(location);
    store.state.account.addresses[String(location.id)] = {
      city: input.city,
      district: input.district,
      street: input.street,
      building_number: input.building_number,
      short_address: input.short_address ?? null,
      landmark: input.landmark || null,
    };
    if (isFirst || input.is_default) makeDefault(user.id, location.id);
    store.changed();
    return { msg: accountMsg('addressSaved', lang), data: locationOut(location) };
  });

  serveCall(app, store, served, locations.update, ({ input, user, lang }): Reply => {
    if (!user) return { key: 'unauthenticated', msg: 'unauthenticated' };
    const location = mine(user.id).find((candidate) => candidate.id === input.id);
    if (!location) return { key: 'fail', status: 404, msg: accountMsg('addressNotFound', lang) };
    const { id: _id, name, address, lat, lng, ...details } = input;
    if (name !== undefined) location.name = name;
    if (address !== undefined) location.address = address;
    if (lat !== undefined) location.lat = lat;
    if (lng !== undefined) location.lng = lng;
    const saved = { ...detailsOf(location.id) };
    for (const [field, value] of Object.entries(details)) {
      if (value !== undefined) saved[field as keyof DemoAddressDetails] = value || null;
    }
    store.state.account.addresses[String(location.id)] = saved;
    store.changed();
    return { msg: accountMsg('addressSaved', lang), data: locationOut(location) };
  });

  serveCall(app, store, served, locations.delete, ({ input, user, lang }): Reply => {
    if (!user) return { key: 'unauthenticated', msg: 'unauthenticated' };
    const location = mine(user.id).find((candidate) => candidate.id === input.id);
    if (!location) return { key: 'fail', status: 404, msg: accountMsg('addressNotFound', lang) };
    store.state.locations = store.state.locations.filter((candidate) => candidate !== location);
    delete store.state.account.addresses[String(location.id)];
    const [oldest] = mine(user.id);
    if (location.is_default && oldest) makeDefault(user.id, oldest.id);
    store.changed();
    return { msg: accountMsg('addressDeleted', lang) };
  });

  serveCall(app, store, served, locations.setDefault, ({ input, user, lang }): Reply => {
    if (!user) return { key: 'unauthenticated', msg: 'unauthenticated' };
    const location = mine(user.id).find((candidate) => candidate.id === input.id);
    if (!location) return { key: 'fail', status: 404, msg: accountMsg('addressNotFound', lang) };
    makeDefault(user.id, location.id);
    store.changed();
    return { msg: accountMsg('defaultAddress', lang), data: locationOut(location) };
  });
}
