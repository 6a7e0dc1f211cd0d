/* Generated from schemas/asset-report.json by npm run gen:types. Do not edit. */

export type Asset = "asset";
export type Bar = "bar";
export type Pie = "pie";
export type HorizontalBar = "horizontal";
export type Doughnut = "doughnut";

/**
 * A saved asset report: the filters of the asset list, the chosen columns and a chart type. The reports module stores it; fields and report_column_keys travel in the same body and are checked against the asset list (x-report of asset.json).
 */
export interface AssetReport {
  id?: number;
  name: string;
  description?: string;
  type?: Asset & string;
  chart_type?: (Bar | Pie | HorizontalBar | Doughnut) & string;
  created_at?: string;
  updated_at?: string;
}
