import type { TenantConfig } from '@venue/ticket-core';
import azabudaiBorderless from './azabudai-borderless/tenant.ts';
import boc from './boc/tenant.ts';
import cancanfactory from './cancanfactory/tenant.ts';
import demo from './demo/tenant.ts';
import dena from './dena/tenant.ts';
import gaprao from './gaprao/tenant.ts';
import ishikawa from './ishikawa/tenant.ts';
import izura from './izura/tenant.ts';
import kyoto from './kyoto/tenant.ts';
import labExhibition from './lab-exhibition/tenant.ts';
import mifuneyama from './mifuneyama/tenant.ts';
import mori from './mori/tenant.ts';
import nagai from './nagai/tenant.ts';
import nishinipponDate from './nishinippon-date/tenant.ts';
import nishinipponProduct from './nishinippon-product/tenant.ts';
import okinawa from './okinawa/tenant.ts';
import opam from './opam/tenant.ts';
import ruins from './ruins/tenant.ts';
import softbank from './softbank/tenant.ts';

/** Every tenant config, by id. Configs only: themes load from themes.ts. Kept by `pnpm new-tenant`. */
export const tenants: Record<string, TenantConfig> = {
  'azabudai-borderless': azabudaiBorderless,
  boc: boc,
  cancanfactory: cancanfactory,
  demo: demo,
  dena: dena,
  gaprao: gaprao,
  ishikawa: ishikawa,
  izura: izura,
  kyoto: kyoto,
  'lab-exhibition': labExhibition,
  mifuneyama: mifuneyama,
  mori: mori,
  nagai: nagai,
  'nishinippon-date': nishinipponDate,
  'nishinippon-product': nishinipponProduct,
  okinawa: okinawa,
  opam: opam,
  ruins: ruins,
  softbank: softbank,
};

/** Spec section 1: "The default tenant is demo." */
export const defaultTenantId = 'demo';
