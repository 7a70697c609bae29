import { Box, type BoxProps } from "@chakra-ui/react";

/** A CSS-drawn product silhouette (bottle, tube or jar) in brand colours: decoration without image downloads. */
export function Bottle({ shape, tone, h, w }: { shape: "bottle" | "tube" | "jar" | "dropper"; tone: string;
  h: BoxProps["h"]; w: BoxProps["w"] }) {
  const cap = { bottle: { w: "46%", h: "16%" }, tube: { w: "60%", h: "12%" }, jar: { w: "104%", h: "22%" },
    dropper: { w: "30%", h: "26%" } }[shape];
  return (
    <Box aria-hidden="true" position="relative" w={w} h={h} display="flex"
      flexDirection={shape === "tube" ? "column-reverse" : "column"} alignItems="center">
      <Box w={cap.w} h={cap.h} bg="plum.900" borderRadius={shape === "dropper" ? "full full 4px 4px" : "6px"}
        flexShrink={0} />
      <Box flex="1" w="full" bg={tone} borderRadius={shape === "jar" ? "14px"
        : shape === "tube" ? "40% 40% 10px 10px" : "18px"}
        boxShadow={"inset -10px 0 18px rgba(255,255,255,0.35), inset 8px 0 14px rgba(0,0,0,0.06), "
          + "0 18px 30px -18px rgba(70,26,42,0.55)"}
        position="relative">
        <Box position="absolute" left="18%" right="18%" top="38%" h="18%" bg="whiteAlpha.700" borderRadius="4px" />
      </Box>
    </Box>
  );
}
