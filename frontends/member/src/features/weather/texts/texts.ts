import { featureTexts } from '@trap/ui';
import en from './en.json';

/** The /weather screen's texts (English here, Hindi a chunk of its own). */
export const WEATHER_NS = 'memberWeather';
export const useWeatherT = featureTexts(WEATHER_NS, en, () => import(/* webpackChunkName: "i18n-member-weather-hi" */ './hi.json'));
