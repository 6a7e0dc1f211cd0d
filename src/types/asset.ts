/* Generated from schemas/asset.json by npm run gen:types. Do not edit. */

/**
 * A first version of assets: the fields whose look-ups exist. The form is described by the server (x-api.form): this schema plus the fields of the form groups of the chosen asset type, whose values read as custom_field_values_for_asset_type; an asset holds one attachment. The detail page (x-show) shows the info block, description, attachment, custom-field cards (the x-custom properties, the type's form-group values, and the department's custom fields, which the host product fills: always empty here, x-api.form.hostReads) and the tickets, problems, changes, releases and contracts associated with it: inverse links (x-links inverse) writing the same pairs as the other side's assets link, attached and detached through the spec's body-typed attach-asset-services / detach-asset-services ({type, type_ids}); each tab shows while its asset-action flag says something is linked, as the original's associated_*_tab_viewable do. The list prints barcode labels of the ticked assets (x-list bulkActions: the barcode module's labels page, /service-desk/generate-barcode). The list offers a column chooser fed by asset-list?column=true (every listable property, the x-list columns shown by default), filters from its x-list filters (also served as module-filter-structure/asset; assigned_on as assigned_on_begin / assigned_on_end) and from the x-custom properties serial_number and warranty_expires_on (asset-custom-field-list).
 */
export interface Asset {
  id?: number;
  identifier?: string;
  name: string;
  asset_type_id: number;
  asset_status_id?: number;
  warranty?: {};
  department_id?: number;
  location_id?: number;
  organization_id?: number;
  product_id?: number;
  impact_type_id?: number;
  managed_by_id?: number;
  used_by_id?: number;
  description?: string;
  attachment?: string;
  assigned_on?: string;
  serial_number?: string;
  warranty_expires_on?: string;
  created_at?: string;
  updated_at?: string;
}
