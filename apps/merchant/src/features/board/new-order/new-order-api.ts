import { catalogCalls } from '@delivery/contract/calls/catalog';
import { checkoutCalls } from '@delivery/contract/calls/checkout';
import { placeCalls } from '@delivery/contract/calls/places';
import { staffOrderCalls } from '@delivery/contract/calls/staff-orders';
import type { CallInput } from '@delivery/contract/call';
import { expectSuccess } from '@delivery/client/api-error';
import type { TStaffCustomer } from '@delivery/contract/staff-orders';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call, callOk } from '../../../lib/api-client.ts';

/*
 * What "Novo pedido" reads and sends (decision 0100): the shop's menu, payments and districts as
 * its customers see them, and the staff calls that find the customer, price and place the order.
 */

export const useOrderMenu = (shopId: number) =>
  useQuery({
    queryKey: ['new-order', 'menu', shopId],
    queryFn: ({ signal }) => call(catalogCalls.getMenu, { shop_id: shopId }, { signal }).then(expectSuccess),
    select: (answer) => answer.categories,
  });

export const usePaymentGroups = (shopId: number) =>
  useQuery({
    queryKey: ['new-order', 'payments', shopId],
    queryFn: ({ signal }) => call(checkoutCalls.getGroupsPayment, { shop_id: shopId }, { signal }).then(expectSuccess),
    select: (answer) => answer.groups,
  });

export const useDistricts = (cityId: number | undefined) =>
  useQuery({
    queryKey: ['new-order', 'districts', cityId],
    queryFn: ({ signal }) => call(placeCalls.getDistricts, { city_id: cityId! }, { signal }).then(expectSuccess),
    select: (answer) => answer.districts,
    enabled: cityId !== undefined,
  });

/** The shop's customers holding the text in their phone or name, from 3 characters typed. */
export const useFoundCustomers = (shopId: number, q: string) =>
  useQuery<TStaffCustomer[]>({
    queryKey: ['new-order', 'customers', shopId, q],
    queryFn: ({ signal }) =>
      call(staffOrderCalls.findStaffCustomers, { shop_id: shopId, q }, { signal })
        .then(expectSuccess)
        .then((answer) => answer.customers),
    enabled: q.trim().length >= 3,
    // The last list stays while the next letters are looked up.
    placeholderData: keepPreviousData,
  });

type Quote = CallInput<typeof staffOrderCalls.quoteStaffOrder>;

/** The order's totals by the server's rules, asked again whenever what decides them changes. */
export const useQuote = (draft: Quote | null) =>
  useQuery({
    queryKey: ['new-order', 'quote', draft],
    queryFn: ({ signal }) => call(staffOrderCalls.quoteStaffOrder, draft!, { signal }),
    enabled: draft !== null,
    placeholderData: keepPreviousData,
  });

export const useSaveCustomer = () =>
  useMutation({
    mutationFn: (input: CallInput<typeof staffOrderCalls.saveStaffCustomer>) =>
      callOk(staffOrderCalls.saveStaffCustomer, input),
  });

export const useAddAddress = () =>
  useMutation({
    mutationFn: (input: CallInput<typeof staffOrderCalls.addStaffAddress>) =>
      callOk(staffOrderCalls.addStaffAddress, input),
  });

/** Placing answers a refusal (15 with the server's totals) as data: the form shows it and stays. */
export const usePlaceOrder = () =>
  useMutation({
    mutationFn: (input: CallInput<typeof staffOrderCalls.placeStaffOrder>) =>
      call(staffOrderCalls.placeStaffOrder, input),
  });
