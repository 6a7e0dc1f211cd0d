/**
 * English texts of the messages the spec gives as keys (a screen shows translate('barcode_no_asset')).
 * A module of its own, without React, so the server answers the same words (x-either's 412).
 */
export const SPEC_MESSAGES: Record<string, string> = {
  barcode_no_asset: 'Please select at least one asset to print labels.',
  can_not_update_change: 'You are not allowed to update this change.',
  atleast_one_user_or_one_vendor_is_required_to_create_contract: 'At least one user or one vendor is required to create a contract.',
  atleast_one_user_or_one_user_type_is_required_to_create_cab: 'At least one user or one user type is required for each level.',
};

/** specMessage('barcode_no_asset') → its English text; a key without one is answered as it is. */
export const specMessage = (key: string) => SPEC_MESSAGES[key] ?? key;
