/** Kuwaiti areas where products are seen, with approximate centre coordinates and their governorate. */
import type { Bi } from './types.js';

export interface Area extends Bi {
  key: string;
  governorate: string;
  latitude: number;
  longitude: number;
  /** How often sellers are there, relative to the others. */
  weight: number;
}

const a = (
  key: string,
  en: string,
  ar: string,
  governorate: string,
  latitude: number,
  longitude: number,
  weight = 2,
): Area => ({
  key,
  en,
  ar,
  governorate,
  latitude,
  longitude,
  weight,
});

export const AREAS: readonly Area[] = [
  a('kuwait-city', 'Kuwait City', 'مدينة الكويت', 'capital', 29.3759, 47.9774, 4),
  a('sharq', 'Sharq', 'شرق', 'capital', 29.3857, 47.9926),
  a('shuwaikh', 'Shuwaikh', 'الشويخ', 'capital', 29.3456, 47.9356),
  a('kaifan', 'Kaifan', 'كيفان', 'capital', 29.3297, 47.9581),
  a('surra', 'Surra', 'السرة', 'hawalli', 29.3131, 48.0006),
  a('salmiya', 'Salmiya', 'السالمية', 'hawalli', 29.3339, 48.0761, 5),
  a('hawalli', 'Hawalli', 'حولي', 'hawalli', 29.3328, 48.0286, 4),
  a('jabriya', 'Jabriya', 'الجابرية', 'hawalli', 29.3186, 48.0247, 3),
  a('rumaithiya', 'Rumaithiya', 'الرميثية', 'hawalli', 29.3114, 48.0758),
  a('salwa', 'Salwa', 'سلوى', 'hawalli', 29.2958, 48.0786),
  a('mishref', 'Mishref', 'مشرف', 'hawalli', 29.2733, 48.0664),
  a('farwaniya', 'Farwaniya', 'الفروانية', 'farwaniya', 29.2775, 47.9589, 4),
  a('khaitan', 'Khaitan', 'خيطان', 'farwaniya', 29.2878, 47.9728),
  a('jleeb', 'Jleeb Al-Shuyoukh', 'جليب الشيوخ', 'farwaniya', 29.2586, 47.9394),
  a('sabah-al-salem', 'Sabah Al-Salem', 'صباح السالم', 'mubarak-al-kabeer', 29.2611, 48.0569, 3),
  a('qurain', 'Qurain', 'القرين', 'mubarak-al-kabeer', 29.2011, 48.0731),
  a('fintas', 'Fintas', 'الفنطاس', 'ahmadi', 29.1742, 48.1211),
  a('egaila', 'Egaila', 'العقيلة', 'ahmadi', 29.1731, 48.1036),
  a('mahboula', 'Mahboula', 'المهبولة', 'ahmadi', 29.1447, 48.1303),
  a('abu-halifa', 'Abu Halifa', 'أبو حليفة', 'ahmadi', 29.1244, 48.1244),
  a('mangaf', 'Mangaf', 'المنقف', 'ahmadi', 29.0961, 48.1322, 3),
  a('fahaheel', 'Fahaheel', 'الفحيحيل', 'ahmadi', 29.0825, 48.1303, 4),
  a('jahra', 'Jahra', 'الجهراء', 'jahra', 29.3375, 47.6581, 4),
  a('saad-al-abdullah', 'Saad Al-Abdullah', 'سعد العبدالله', 'jahra', 29.3211, 47.7306),
  a('julaia', 'Julaia', 'الجليعة', 'ahmadi', 28.87, 48.256, 0),
  a('bneider', 'Bneider', 'بنيدر', 'ahmadi', 28.7825, 48.27, 0),
  a('khairan', 'Khairan', 'الخيران', 'ahmadi', 28.655, 48.374, 0),
];

export const areaByKey = (key: string): Area => {
  const area = AREAS.find((x) => x.key === key);
  if (!area) throw new Error(`unknown area ${key}`);
  return area;
};
