import type { SVGProps } from "react";

// Small inline stroke icons (24px grid) so the shell needs no icon package. Decorative: aria-hidden; the button
// or link around each icon carries the accessible name.
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function Svg({ size = 22, children, ...rest }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.7}
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...rest}>
      {children}
    </svg>
  );
}

export const SearchIcon = (p: IconProps) => <Svg {...p}><circle cx="11" cy="11" r="7" /><path
  d="m20 20-3.5-3.5" /></Svg>;
export const BagIcon = (p: IconProps) => (
  <Svg {...p}><path d="M5 8h14l-1.2 12H6.2L5 8Z" /><path d="M9 8V6.5a3 3 0 0 1 6 0V8" /></Svg>
);
export const UserIcon = (p: IconProps) => <Svg {...p}><circle cx="12" cy="8" r="4" /><path
  d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" /></Svg>;
export const MenuIcon = (p: IconProps) => <Svg {...p}><path d="M4 7h16M4 12h16M4 17h10" /></Svg>;
export const CloseIcon = (p: IconProps) => <Svg {...p}><path d="M6 6l12 12M18 6 6 18" /></Svg>;
export const ChevronDownIcon = (p: IconProps) => <Svg {...p}><path d="m6 9 6 6 6-6" /></Svg>;
export const ArrowRightIcon = (p: IconProps) => <Svg {...p}><path d="M5 12h14M13 6l6 6-6 6" /></Svg>;
export const PhoneIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
  </Svg>
);
export const MailIcon = (p: IconProps) => <Svg {...p}><rect x="3" y="5" width="18" height="14" rx="2" /><path
  d="m3 7 9 6 9-6" /></Svg>;
export const ClockIcon = (p: IconProps) => <Svg {...p}><circle cx="12" cy="12" r="9" /><path d="M12 7v5l3 2" /></Svg>;
export const PinIcon = (p: IconProps) => <Svg {...p}><path
  d="M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12Z" /><circle cx="12" cy="9" r="2.5" /></Svg>;
export const GiftIcon = (p: IconProps) => (
  <Svg {...p}><rect x="3" y="8" width="18" height="5" rx="1" /><path
    d="M5 13v8h14v-8M12 8v13M12 8s-1.5-5-4.5-5a2.5 2.5 0 0 0 0 5M12 8s1.5-5 4.5-5a2.5 2.5 0 0 1 0 5" /></Svg>
);
export const SparkleIcon = (p: IconProps) => <Svg {...p}><path
  d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6" /></Svg>;

// Brand marks, filled, for the footer's social links.
function Brand({ size = 20, d }: { size?: number; d: string }) {
  return <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <path d={d} /></svg>;
}
export const FacebookIcon =
  () => <Brand d="M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v8h4v-8h3l.5-4h-3.5V9c0-.6.4-1 1-1Z" />;
export const InstagramIcon = () => (
  <Brand
    d={"M12 7.3A4.7 4.7 0 1 0 12 16.7 4.7 4.7 0 0 0 12 7.3Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm6-7.9"
      + "a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0ZM21 8c-.1-1.6-.4-3-1.6-4.2"
      + "C18.2 2.6 16.7 2.3 15.1 2.2 13.5 2.1 10.5 2.1 8.9 2.2 7.3 2.3 5.8 2.6 4.6 3.8 3.4 5 3.1 6.4 3 8"
      + "c-.1 1.6-.1 6.5 0 8.1.1 1.6.4 3 1.6 4.2 1.2 1.2 2.6 1.5 4.2 1.6 1.6.1 6.6.1 8.2 0 1.6-.1 3-.4 4.2-1.6"
      + " 1.2-1.2 1.5-2.6 1.6-4.2.1-1.6.1-6.5 0-8.1"
      + "Zm-2 10c-.3.9-1 1.5-1.8 1.8-1.3.5-4.3.4-5.7.4s-4.4.1-5.7-.4A3 3 0 0 1 4.5 18c-.5-1.3-.4-4.3-.4-5.7"
      + "s-.1-4.4.4-5.7c.3-.9 1-1.5 1.8-1.8 1.3-.5 4.3-.4 5.7-.4s4.4-.1 5.7.4c.9.3 1.5 1 1.8 1.8.5 1.3.4 4.3.4 5.7"
      + "s.1 4.4-.4 5.7Z"} />
);
export const LineIcon = () => (
  <Brand
    d={"M12 3C6.5 3 2 6.6 2 11c0 4 3.5 7.3 8.3 7.9.3.1.8.2.9.5.1.3.1.7 0 1l-.1.9c0 .3-.2 1 .9.5s6-3.5 8.2-6.1"
      + "C21.6 14.3 22 12.7 22 11c0-4.4-4.5-8-10-8Zm-3.6 10.4H6.5a.5.5 0 0 1-.5-.5V9a.5.5 0 0 1 1 0v3.4h1.4"
      + "a.5.5 0 0 1 0 1Zm2 -.5a.5.5 0 0 1-1 0V9a.5.5 0 0 1 1 0v3.9Zm4.7 0a.5.5 0 0 1-.9.3l-2-2.7v2.4a.5.5 0 0 1-1 0"
      + "V9a.5.5 0 0 1 .9-.3l2 2.7V9a.5.5 0 0 1 1 0v3.9Zm3.1-2.4a.5.5 0 0 1 0 1h-1.4v.9h1.4a.5.5 0 0 1 0 1h-1.9"
      + "a.5.5 0 0 1-.5-.5V9c0-.3.2-.5.5-.5h1.9a.5.5 0 0 1 0 1h-1.4v.9h1.4Z"} />
);
export const TiktokIcon = () => (
  <Brand
    d={"M16.6 5.8A4.3 4.3 0 0 1 15.5 3h-3.1v12.4a2.6 2.6 0 1 1-2.6-2.6c.3 0 .5 0 .8.1V9.7a5.7 5.7 0 1 0 4.9 5.7V9.1"
      + "a7.4 7.4 0 0 0 4.3 1.4V7.4a4.3 4.3 0 0 1-3.2-1.6Z"} />
);
