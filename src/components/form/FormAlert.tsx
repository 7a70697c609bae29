import { Alert } from "@chakra-ui/react";

export interface FormAlertProps {
  /** The form-level message, already in words; nothing renders without one. */
  message: string | null | undefined;
  title?: string | undefined;
  status?: "error" | "warning" | "info" | "success";
}

/** A form-level message above the fields (e.g. a server refusal that belongs to no single field). */
export function FormAlert({ message, title, status = "error" }: FormAlertProps) {
  if (!message) return null;
  return (
    <Alert.Root status={status} borderRadius="lg" role={status === "error" ? "alert" : "status"}>
      <Alert.Indicator />
      <Alert.Content>
        {title ? <Alert.Title>{title}</Alert.Title> : null}
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
