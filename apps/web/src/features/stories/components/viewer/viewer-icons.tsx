import { type IconProps, Svg as IconSvg } from '../../../../components/ui/icons';

/** The viewer's own marks (close, page arrows): the app's icons, drawn bolder over the pictures. */
const Svg = (p: IconProps) => <IconSvg strokeWidth={2.2} {...p} />;

export const CloseIcon = () => (
  <Svg>
    <path d="M6 6l12 12M18 6 6 18" />
  </Svg>
);

export const ArrowLeftIcon = () => (
  <Svg>
    <path d="m15 18-6-6 6-6" />
  </Svg>
);

export const ArrowRightIcon = () => (
  <Svg>
    <path d="m9 18 6-6-6-6" />
  </Svg>
);
