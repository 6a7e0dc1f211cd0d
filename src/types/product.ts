/* Generated from schemas/product.json by npm run gen:types. Do not edit. */

export type Enable = 1;
export type Disable = 0;

/**
 * Products: name, enable/disable status, manufacturer, product status, procurement mode, department, description and an optional asset type that cannot change once set (x-once). An asset belongs to at most one product: the product's assets are the assets whose product_id holds it (x-links via), so the asset page's product link and the asset list's product_ids filter read the same thing. Vendors are attached in the link table; a vendor's page lists its products through that link (vendor.json associates from). Administrative, like vendors.
 */
export interface Product {
  id?: number;
  name: string;
  status_id?: number & (Enable | Disable);
  manufacturer: string;
  product_status_id: number;
  procurement_mode_id: number;
  department_id: number;
  asset_type_id?: number;
  description: string;
  created_at?: string;
  updated_at?: string;
}
