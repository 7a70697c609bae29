export { TextField, type TextFieldProps } from "./TextField.tsx";
export { PasswordField, type PasswordFieldProps } from "./PasswordField.tsx";
export { CheckboxField, type CheckboxFieldProps } from "./CheckboxField.tsx";
export { FormAlert, type FormAlertProps } from "./FormAlert.tsx";
