/// <reference types="google.maps" preserve="true" />
import * as markerclustererModule from '@googlemaps/markerclusterer';
import type {
  Algorithm,
  AlgorithmInput,
  AlgorithmOutput,
  Cluster,
  ClusterStats,
  Marker,
  MarkerClusterer,
  Renderer,
} from '@googlemaps/markerclusterer';
import type { IntlShape } from 'react-intl';
import type { GoogleMapsLibraries } from '../loader/google-maps-loader.js';
import { clusterMessages } from './messages.js';

/**
 * The package's classes: named exports of its ES build (what bundlers load), or the exports of its
 * UMD build, which Node loads when an app's server imports this library unbundled (the package
 * declares no `exports`, so Node sees CommonJS whose names it cannot detect).
 */
const markerclusterer: typeof markerclustererModule =
  'MarkerClusterer' in markerclustererModule
    ? markerclustererModule
    : (Reflect.get(markerclustererModule, 'default') as typeof markerclustererModule);

/** The side of a grid cell, in pixels, within which markers join one cluster (spec §9). */
export const CLUSTER_GRID_SIZE = 60;

/** The fewest markers drawn as a cluster: a lone marker is drawn as itself (spec §9). */
export const CLUSTER_MINIMUM_SIZE = 2;

/** How many markers are handed to the clusterer at a time (spec §9). */
export const CLUSTER_BATCH_SIZE = 2000;

/** The diameters of cluster icons, in pixels, smallest cluster first (spec §9). */
export const CLUSTER_ICON_SIZES = [53, 56, 66, 78, 90] as const;

/** One of the five cluster icon diameters, in pixels. */
export type ClusterIconSize = (typeof CLUSTER_ICON_SIZES)[number];

/**
 * The diameter of a cluster's icon for its number of markers, one step per power of ten as the
 * classic marker clusterer drew them: under 10 → 53, under 100 → 56, under 1,000 → 66, under
 * 10,000 → 78, else 90.
 *
 * @example
 * clusterIconSize(250); // 66
 */
export function clusterIconSize(count: number): ClusterIconSize {
  let step = 0;
  for (let rest = Math.floor(Math.max(count, 1) / 10); rest > 0; rest = Math.floor(rest / 10)) {
    step += 1;
  }
  return CLUSTER_ICON_SIZES[Math.min(step, CLUSTER_ICON_SIZES.length - 1)] ?? CLUSTER_ICON_SIZES[0];
}

/**
 * Wraps an algorithm so that a cluster with fewer than `minimumClusterSize` markers is split into
 * its markers, each drawn as itself. `@googlemaps/markerclusterer` 2.6 has no such option.
 */
export class MinimumClusterSizeAlgorithm implements Algorithm {
  readonly algorithm: Algorithm;
  readonly minimumClusterSize: number;

  constructor(algorithm: Algorithm, minimumClusterSize: number = CLUSTER_MINIMUM_SIZE) {
    this.algorithm = algorithm;
    this.minimumClusterSize = minimumClusterSize;
  }

  calculate(input: AlgorithmInput): AlgorithmOutput {
    const output = this.algorithm.calculate(input);
    return {
      ...output,
      clusters: output.clusters.flatMap((cluster) =>
        cluster.markers.length >= this.minimumClusterSize || cluster.markers.length <= 1
          ? [cluster]
          : cluster.markers.map((marker) => new markerclusterer.Cluster({ markers: [marker] })),
      ),
    };
  }
}

/** The grid algorithm of spec §9: 60 px cells, at least 2 markers to a cluster. */
export function createClusterAlgorithm(): MinimumClusterSizeAlgorithm {
  return new MinimumClusterSizeAlgorithm(
    new markerclusterer.GridAlgorithm({ gridSize: CLUSTER_GRID_SIZE }),
    CLUSTER_MINIMUM_SIZE,
  );
}

/** A renderer whose cluster icons are advanced markers. */
export interface ClusterRenderer extends Renderer {
  render(
    cluster: Cluster,
    stats: ClusterStats,
    map: google.maps.Map,
  ): google.maps.marker.AdvancedMarkerElement;
}

/** The options of `createClusterRenderer`. */
export interface ClusterRendererOptions {
  /** Localizes the count and the cluster's accessible name; plain digits without it. */
  intl?: IntlShape;
}

/**
 * Draws each cluster as a round icon (`.maps-cluster`, `data-size` of `clusterIconSize(count)`)
 * with its count isolated for bidi, on an `AdvancedMarkerElement` (the map needs a `mapId`).
 */
export function createClusterRenderer(
  libraries: Pick<GoogleMapsLibraries, 'marker'>,
  { intl }: ClusterRendererOptions = {},
): ClusterRenderer {
  return {
    render({ count, position }, _stats, map) {
      const size = clusterIconSize(count);
      const icon = document.createElement('div');
      icon.className = 'maps-cluster';
      icon.dataset['size'] = String(size);
      const digits = document.createElement('bdi');
      digits.textContent = intl ? intl.formatNumber(count) : String(count);
      icon.append(digits);
      return new libraries.marker.AdvancedMarkerElement({
        map,
        position,
        content: icon,
        title: intl ? intl.formatMessage(clusterMessages.label, { count }) : String(count),
        // Above the single markers, bigger clusters on top.
        zIndex: 1000 + count,
      });
    },
  };
}

/** The options of `createMarkerClusterer`. */
export interface CreateMarkerClustererOptions extends ClusterRendererOptions {
  /** Default `CLUSTER_BATCH_SIZE` (2000). */
  batchSize?: number;
}

/**
 * Clusters `markers` on `map` with the spec's settings: a 60 px grid, clusters of 2 or more,
 * round icons sized by count, markers added 2000 at a time and drawn once after the last batch.
 * Uses the global `google.maps` that `loadGoogleMaps` installs (as the clusterer library does).
 *
 * @example
 * const libraries = await loadGoogleMaps({ apiKey, language: 'ar' });
 * const markers = stores.map((store) => new libraries.marker.AdvancedMarkerElement({ position: store }));
 * const clusterer = createMarkerClusterer(map, markers, libraries, { intl });
 * // later: clusterer.clearMarkers(); clusterer.setMap(null);
 */
export function createMarkerClusterer(
  map: google.maps.Map,
  markers: readonly Marker[],
  libraries: Pick<GoogleMapsLibraries, 'marker'>,
  { batchSize = CLUSTER_BATCH_SIZE, intl }: CreateMarkerClustererOptions = {},
): MarkerClusterer {
  const clusterer = new markerclusterer.MarkerClusterer({
    map,
    algorithm: createClusterAlgorithm(),
    renderer: createClusterRenderer(libraries, { intl }),
  });
  const size = Math.max(1, Math.floor(batchSize));
  for (let start = 0; start < markers.length; start += size) {
    const isLast = start + size >= markers.length;
    clusterer.addMarkers(markers.slice(start, start + size), !isLast);
  }
  return clusterer;
}
