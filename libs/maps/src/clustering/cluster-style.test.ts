import {
  Cluster,
  ClusterStats,
  MarkerClusterer,
  type Algorithm,
} from '@googlemaps/markerclusterer';
import { within } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { testCatalogue } from '@matjar/i18n/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeGoogleMaps, createFakeGoogleMaps } from '../testing.js';
import {
  CLUSTER_BATCH_SIZE,
  CLUSTER_GRID_SIZE,
  CLUSTER_ICON_SIZES,
  CLUSTER_MINIMUM_SIZE,
  MinimumClusterSizeAlgorithm,
  clusterIconSize,
  createClusterAlgorithm,
  createClusterRenderer,
  createMarkerClusterer,
} from './cluster-style.js';

let fake: FakeGoogleMaps;
let uninstall: () => void;

beforeEach(() => {
  fake = createFakeGoogleMaps();
  uninstall = fake.install();
});

afterEach(() => {
  uninstall();
});

const newMap = () => new fake.libraries.maps.Map(document.createElement('div'), { mapId: 'm' });
const newMarkers = (count: number) =>
  Array.from(
    { length: count },
    (_, index) =>
      new fake.libraries.marker.AdvancedMarkerElement({
        position: { lat: 24.7 + index / 10_000, lng: 46.67 },
      }),
  );

describe('the spec constants', () => {
  it('are a 60 px grid, clusters of 2 or more, batches of 2000 and five icon sizes', () => {
    expect(CLUSTER_GRID_SIZE).toBe(60);
    expect(CLUSTER_MINIMUM_SIZE).toBe(2);
    expect(CLUSTER_BATCH_SIZE).toBe(2000);
    expect(CLUSTER_ICON_SIZES).toEqual([53, 56, 66, 78, 90]);
  });
});

describe('clusterIconSize', () => {
  it.each([
    [2, 53],
    [9, 53],
    [10, 56],
    [99, 56],
    [100, 66],
    [999, 66],
    [1000, 78],
    [9999, 78],
    [10_000, 90],
    [2_500_000, 90],
  ])('gives a cluster of %i markers a %i px icon', (count, size) => {
    expect(clusterIconSize(count)).toBe(size);
  });
});

describe('MinimumClusterSizeAlgorithm', () => {
  it('leaves a lone marker alone and keeps clusters of two or more', () => {
    const [lone, a, b, c] = newMarkers(4);
    const inner: Algorithm = {
      calculate: () => ({
        clusters: [new Cluster({ markers: [lone!] }), new Cluster({ markers: [a!, b!, c!] })],
      }),
    };
    const { clusters } = new MinimumClusterSizeAlgorithm(inner).calculate({
      markers: [],
      map: newMap(),
      mapCanvasProjection: {} as google.maps.MapCanvasProjection,
    });

    expect(clusters.map((cluster) => cluster.markers.length)).toEqual([1, 3]);
  });

  it('splits a cluster smaller than the minimum into its markers', () => {
    const [a, b, c, d, e] = newMarkers(5);
    const inner: Algorithm = {
      calculate: () => ({
        clusters: [new Cluster({ markers: [a!, b!] }), new Cluster({ markers: [c!, d!, e!] })],
        changed: true,
      }),
    };
    const output = new MinimumClusterSizeAlgorithm(inner, 3).calculate({
      markers: [],
      map: newMap(),
      mapCanvasProjection: {} as google.maps.MapCanvasProjection,
    });

    expect(output.changed).toBe(true);
    expect(output.clusters.map((cluster) => cluster.markers)).toEqual([[a], [b], [c, d, e]]);
  });

  it('draws a lone marker as itself and only groups of two or more as cluster icons', () => {
    const map = newMap();
    const [lone, a, b] = newMarkers(3);
    const renderer = createClusterRenderer(fake.libraries);
    const render = vi.spyOn(renderer, 'render');
    const inner: Algorithm = {
      calculate: () => ({
        clusters: [new Cluster({ markers: [lone!] }), new Cluster({ markers: [a!, b!] })],
      }),
    };
    const clusterer = new MarkerClusterer({
      map,
      algorithm: new MinimumClusterSizeAlgorithm(inner),
      renderer,
    });
    fake.maps[0]!.projection = {};

    clusterer.render();

    expect(render).toHaveBeenCalledTimes(1);
    expect(render.mock.calls[0]?.[0].markers).toEqual([a, b]);
    expect(lone!.map).toBe(map);
    expect(a!.map).toBeNull();
  });
});

describe('createClusterAlgorithm', () => {
  it('is the grid algorithm with 60 px cells and clusters of at least 2', () => {
    const algorithm = createClusterAlgorithm();
    expect(algorithm.minimumClusterSize).toBe(2);
    expect(algorithm.algorithm).toMatchObject({ gridSize: 60 });
  });
});

describe('createClusterRenderer', () => {
  const statsFor = (cluster: Cluster) => new ClusterStats(cluster.markers, [cluster]);

  it('draws a round icon sized by the count, with the count isolated', () => {
    const renderer = createClusterRenderer(fake.libraries);
    const cluster = new Cluster({ markers: newMarkers(120), position: { lat: 24.7, lng: 46.6 } });

    const marker = renderer.render(cluster, statsFor(cluster), newMap());

    const icon = marker.content as HTMLElement;
    expect(icon).toHaveClass('maps-cluster');
    expect(icon).toHaveAttribute('data-size', '66');
    expect(within(icon).getByText('120').tagName).toBe('BDI');
    expect(marker.position).toEqual(new fake.libraries.core.LatLng(24.7, 46.6));
  });

  it('names the cluster in the page language', () => {
    const intl = createIntl({ locale: 'en', messages: testCatalogue('en') });
    const renderer = createClusterRenderer(fake.libraries, { intl });
    const cluster = new Cluster({ markers: newMarkers(12), position: { lat: 24.7, lng: 46.6 } });

    const marker = renderer.render(cluster, statsFor(cluster), newMap());

    expect(marker.title).toBe('12 places');
    expect(marker.content).toHaveAttribute('data-size', '56');
  });
});

describe('createMarkerClusterer', () => {
  it('clusters on the grid algorithm with a minimum cluster size of 2', () => {
    const clusterer = createMarkerClusterer(newMap(), newMarkers(3), fake.libraries);

    expect(clusterer).toMatchObject({
      algorithm: { minimumClusterSize: 2, algorithm: { gridSize: 60 } },
    });
  });

  it('adds 4500 markers in batches of 2000 and draws once, after the last batch', () => {
    const addMarkers = vi.spyOn(MarkerClusterer.prototype, 'addMarkers');
    const render = vi.spyOn(MarkerClusterer.prototype, 'render');
    const markers = newMarkers(4500);

    createMarkerClusterer(newMap(), markers, fake.libraries);

    expect(addMarkers.mock.calls.map(([batch, noDraw]) => [batch.length, noDraw])).toEqual([
      [2000, true],
      [2000, true],
      [500, false],
    ]);
    expect(addMarkers.mock.calls.flatMap(([batch]) => batch)).toEqual(markers);
    const firstBatch = addMarkers.mock.invocationCallOrder[0] ?? 0;
    const drawsWhileAdding = render.mock.invocationCallOrder.filter((order) => order > firstBatch);
    expect(drawsWhileAdding).toHaveLength(1);
  });

  it('adds up to 2000 markers in one batch', () => {
    const addMarkers = vi.spyOn(MarkerClusterer.prototype, 'addMarkers');

    createMarkerClusterer(newMap(), newMarkers(2000), fake.libraries);

    expect(addMarkers.mock.calls.map(([batch, noDraw]) => [batch.length, noDraw])).toEqual([
      [2000, false],
    ]);
  });
});
