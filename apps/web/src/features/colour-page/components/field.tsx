// The labelled control now lives in components/ (the underwriting screens use it too).
export { Field } from '../../../components/form-field/field';
