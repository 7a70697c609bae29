import { Button, chakra, type ButtonProps } from "@chakra-ui/react";
import { Link } from "react-router-dom";
import { useLocalePath } from "#lib/use-locale-path.ts";

const RouterLink = chakra(Link);

/** A button-styled link to a site path in the current locale. */
export function LinkButton({ to, children, ...rest }: { to: string } & ButtonProps) {
  const { to: localize } = useLocalePath();
  return (
    <Button asChild colorPalette="brand" borderRadius="full" px="7" {...rest}>
      <RouterLink to={localize(to)}>{children}</RouterLink>
    </Button>
  );
}
