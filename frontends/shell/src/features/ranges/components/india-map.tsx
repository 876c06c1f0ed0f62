import { Link } from 'react-router';
import indiaMap from '@svg-maps/india';
import type { ShootingRange } from '@trap/contracts';
import { useRangesT } from '../texts/texts.ts';
import './india-map.css';

/** The package's shape (its own types point at a package we do not install). */
interface SvgMap {
  viewBox: string;
  locations: { id: string; name: string; path: string }[];
}
const india = indiaMap as SvgMap;

/**
 * The MapSVG map of India (states and union territories, CC BY 4.0) is a Mercator projection of
 * this box (MapSVG's geoViewBox); the drawing spans 611.86 x 695.70 units. Checked against the
 * drawing: Chandigarh, Delhi and Goa fall inside their own outlines.
 */
const GEO = { west: 68.18401, east: 97.418146, north: 37.084109, south: 6.754518 };
const SIZE = { width: 611.86, height: 695.7 };
const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));

/** Longitude/latitude to map units, or null outside the map. */
function projectToMap(longitude: number, latitude: number): [number, number] | null {
  if (longitude < GEO.west || longitude > GEO.east || latitude < GEO.south || latitude > GEO.north) return null;
  const x = ((longitude - GEO.west) / (GEO.east - GEO.west)) * SIZE.width;
  const y = ((mercatorY(GEO.north) - mercatorY(latitude)) / (mercatorY(GEO.north) - mercatorY(GEO.south))) * SIZE.height;
  return [x, y];
}

type MapRange = Pick<ShootingRange, 'id' | 'name' | 'city' | 'state' | 'latitude' | 'longitude'>;

/** Ranges at (nearly) the same spot are fanned out on a small ring so each marker stays clickable. */
function placeMarkers(ranges: MapRange[]) {
  const placed: { range: MapRange; x: number; y: number }[] = [];
  const buckets = new Map<string, number>();
  for (const range of ranges) {
    if (range.latitude == null || range.longitude == null) continue;
    const point = projectToMap(range.longitude, range.latitude);
    if (!point) continue;
    const key = `${Math.round(point[0] / 8)}:${Math.round(point[1] / 8)}`;
    const n = buckets.get(key) ?? 0;
    buckets.set(key, n + 1);
    const angle = (n * 2 * Math.PI) / 6;
    const offset = n === 0 ? 0 : 11;
    placed.push({ range, x: point[0] + offset * Math.cos(angle), y: point[1] + offset * Math.sin(angle) });
  }
  return placed;
}

const sameName = (a: string, b?: string | null) => !!b && a.toLowerCase() === b.toLowerCase();

/**
 * India with a marker per range (each a link to the range, reachable with Tab and Enter); the
 * chosen state is highlighted. Works offline: the outlines ship with the bundle.
 */
export function IndiaMap({
  ranges,
  highlightState,
  activeId,
  label,
  className,
  caption,
}: {
  ranges: MapRange[];
  highlightState?: string | null;
  activeId?: string;
  label: string;
  className?: string;
  /** shown under the map; default: how many ranges it shows */
  caption?: string;
}) {
  const markers = placeMarkers(ranges);
  const { t } = useRangesT();
  return (
    <figure className={`india-map${className ? ` ${className}` : ''}`}>
      <svg viewBox={india.viewBox} role="group" aria-label={label} className="india-map__svg">
        <g aria-hidden="true">
          {india.locations.map((loc) => (
            <path
              key={loc.id}
              d={loc.path}
              className={sameName(loc.name, highlightState) ? 'india-map__state india-map__state--active' : 'india-map__state'}
            >
              <title>{loc.name}</title>
            </path>
          ))}
        </g>
        {markers.map(({ range, x, y }) => (
          <Link
            key={range.id}
            to={`/shooting-ranges/${range.id}`}
            className={range.id === activeId ? 'india-map__marker india-map__marker--active' : 'india-map__marker'}
            aria-label={`${range.name}, ${range.city}, ${range.state}`}
            data-testid="range-marker"
          >
            <title>{`${range.name} (${range.city})`}</title>
            {/* a finger-sized, invisible hit area around the small dot */}
            <circle className="india-map__hit" cx={x} cy={y} r={20} />
            <circle className="india-map__dot" cx={x} cy={y} r={range.id === activeId ? 11 : 8} />
          </Link>
        ))}
      </svg>
      <figcaption className="india-map__caption">
        {caption ?? t('map.count', { count: markers.length })}
        <span className="india-map__credit">{t('map.credit')}</span>
      </figcaption>
    </figure>
  );
}
