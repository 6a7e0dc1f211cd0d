import { BARCODE_TITLE } from './barcodeRoutes';

/** The barcode settings screen's English texts, under `barcode.` (added to the app's texts when the screen loads). */
export const barcodeMessages = {
  barcode: {
    title: BARCODE_TITLE,
    heading: 'Barcode label template',
    help: 'How printed labels are laid out. Sizes are millimetres.',
    using_default: 'No template is saved: labels use the default layout below. Sizes are millimetres.',
    width: 'Width (mm)',
    height: 'Height (mm)',
    labels_per_row: 'Labels per row',
    space_between_labels: 'Space between labels (mm)',
    range: 'From %{min} to %{max}',
    display_logo: 'Display logo',
    yes: 'Yes',
    no: 'No',
    logo: 'Logo image',
    choose_logo: 'Choose a logo (PNG or JPEG)',
    remove_logo: 'Remove logo',
    no_logo: 'No logo',
    logo_type: 'The logo image must be a PNG or JPEG image.',
    submit: 'submit',
    update: 'update',
    reset: 'reset',
    reset_title: 'Reset the template',
    reset_question: 'Delete the saved template? Labels will use the default layout again.',
    preview: 'Preview of one label',
    preview_name: 'Dell Latitude 7440',
    preview_identifier: 'AST-0001',
    preview_row: '%{smart_count} label a row, %{space} mm apart |||| %{smart_count} labels a row, %{space} mm apart',
  },
};
