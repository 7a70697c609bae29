import { Flex, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { BagIcon } from "#components/chrome/icons.tsx";
import { EmptyState } from "#components/page/EmptyState.tsx";
import { PageFrame } from "#components/page/PageFrame.tsx";
import { LinkButton } from "./parts/LinkButton.tsx";

export function Component() {
  const { t } = useLingui();
  const steps = [t`Shipping`, t`Payment`, t`Done`];
  return (
    <PageFrame eyebrow={t`Secure checkout`} title={t`Checkout`} lead={t`Shipping address, payment method, and you are done.`}>
      <Flex as="ol" listStyleType="none" m="0" p="0" gap="3" mb="8" aria-label={t`Checkout steps`}>
        {steps.map((step, index) => (
          <Flex as="li" key={step} alignItems="center" gap="2" color={index === 0 ? "brand.fg" : "fg.muted"} fontWeight={index === 0 ? "semibold" : "normal"}>
            <Text as="span" w="7" h="7" borderRadius="full" display="inline-flex" alignItems="center" justifyContent="center" fontSize="sm"
              bg={index === 0 ? "brand.solid" : "bg.muted"} color={index === 0 ? "brand.contrast" : "fg.muted"}>{index + 1}</Text>
            {step}
          </Flex>
        ))}
      </Flex>
      <EmptyState icon={<BagIcon size={28} />} title={t`Nothing to check out yet`} text={t`Add products to your cart first.`}
        action={<LinkButton to="/my-cart">{t`Go to my cart`}</LinkButton>} />
    </PageFrame>
  );
}
