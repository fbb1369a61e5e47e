import type { ComponentType, ReactNode } from "react";
import type { LayoutName } from "~/lib/page";
import { BingoLayout, CareLayout } from "./AreaLayout";
import { AuthLayout } from "./AuthLayout";
import { BarebonesLayout } from "./BarebonesLayout";
import { DefaultLayout } from "./DefaultLayout";

/** The seed's layouts by name: a page picks one with `Page.layout` (default "default"). */
export const LAYOUTS: Record<LayoutName, ComponentType<{ children: ReactNode }>> = {
  default: DefaultLayout,
  auth: AuthLayout,
  barebones: BarebonesLayout,
  bingo: BingoLayout,
  care: CareLayout,
};
