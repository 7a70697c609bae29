import { Box, chakra, Flex } from "@chakra-ui/react";
import { useRef, useState, type KeyboardEvent } from "react";
import { useLingui } from "@lingui/react/macro";
import { productImageAt } from "#contract/general.ts";

/**
 * The main image and its thumbnails. Thumbnails are buttons (Tab reaches the row, arrow keys move along it,
 * Enter/Space or a click shows that image); the pressed one is marked for screen readers.
 */
export function Gallery({ images, name }: { images: readonly string[]; name: string }) {
  const { t } = useLingui();
  const [current, setCurrent] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = images[current] ?? images[0];
  const count = images.length;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === "ArrowRight" || event.key === "ArrowDown" ? 1
      : event.key === "ArrowLeft" || event.key === "ArrowUp" ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + count) % count;
    setCurrent(next);
    thumbs.current[next]?.focus();
  };

  return (
    <Flex direction="column" gap="3">
      <Box borderRadius="2xl" overflow="hidden" bg="bg.subtle" borderWidth="1px" borderColor="border" aspectRatio="1">
        {shown ? (
          <img src={shown} srcSet={`${shown} 600w, ${productImageAt(shown, 1200)} 1200w`}
            sizes="(min-width: 48em) min(50vw, 600px), 100vw"
            alt={count > 1 ? t`${name}, image ${current + 1} of ${count}` : name} width={800} height={800}
            fetchPriority="high" style={{ width: "100%", height: "100%", objectFit: "cover", display: "block" }} />
        ) : null}
      </Box>
      {count > 1 ? (
        <Flex as="ul" listStyleType="none" gap="2" aria-label={t`Product images`} overflowX="auto" p="1">
          {images.map((src, index) => (
            <li key={`${src}-${index}`}>
              <chakra.button ref={(el: HTMLButtonElement | null) => { thumbs.current[index] = el; }} type="button"
                aria-label={t`Show image ${index + 1} of ${count}`} aria-pressed={index === current}
                onClick={() => setCurrent(index)} onKeyDown={(e: KeyboardEvent) => onKeyDown(e, index)}
                w={{ base: "16", md: "20" }} h={{ base: "16", md: "20" }} borderRadius="lg" overflow="hidden"
                borderWidth="2px"
                borderColor={index === current ? "brand.solid" : "border"} bg="bg.subtle" cursor="pointer" p="0"
                display="block">
                <img src={src} alt="" width={80} height={80} loading="lazy"
                  style={{ width: "100%", height: "100%", objectFit: "cover", display: "block" }} />
              </chakra.button>
            </li>
          ))}
        </Flex>
      ) : null}
    </Flex>
  );
}
