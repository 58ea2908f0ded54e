import {
  ZAddAddressRequest,
  ZAddressesResponse,
  ZAddressIdRequest,
  ZAddressResponse,
  ZEditAddressRequest,
  ZGetCepRequest,
  ZGetCepResponse,
  ZListAddressesRequest,
} from '@delivery/contract/address';
import { onlyDigits } from '@delivery/contract/br-documents';
import { envelope, ZEnvelope } from '@delivery/contract/envelope';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import { addressPaths } from '@delivery/contract/routes';
import { foldText } from '@delivery/contract/text';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cities, districts, profileCities } from '../../db/schema/places.ts';
import { AppError } from '../../http/app-error.ts';
import { customerOfToken, readToken } from '../../http/session.ts';
import { createCepLookup } from '../../providers/cep.ts';
import { createGeocoder } from '../../providers/geocoder.ts';
import { addAddress, deleteAddress, editAddress, listAddresses, type Geocode } from './customer-addresses.ts';

/**
 * The signed-in customer's addresses, in the two families SPEC.md names: customer4api/* (the
 * district is one of the city's) and customer4apiGeocode/* (free district, coordinates found by
 * the geocoder). Plus the CEP lookup the address form uses.
 */
export const customerAddressRoutes: FastifyPluginAsyncZod = async (app) => {
  const geocoder = createGeocoder(app.config.GEOCODER_URL);
  const lookupCep = createCepLookup(app.config.CEP_API_URL);
  const tags = ['addresses'];

  const families: { geocode: Geocode | null; paths: { add: string; edit: string; list: string; delete: string } }[] = [
    {
      geocode: null,
      paths: { add: addressPaths.add, edit: addressPaths.edit, list: addressPaths.list, delete: addressPaths.delete },
    },
    {
      geocode: geocoder,
      paths: {
        add: addressPaths.geocodeAdd,
        edit: addressPaths.geocodeEdit,
        list: addressPaths.geocodeList,
        delete: addressPaths.geocodeDelete,
      },
    },
  ];
  for (const { geocode, paths } of families) {
    app.post(
      paths.add,
      {
        schema: {
          tags,
          summary: 'Saves a new address of the customer',
          body: ZAddAddressRequest,
          response: { 200: ZAddressResponse },
        },
      },
      async (request) => {
        const customer = await customerOfToken(app.db, request.tenant.id, readToken(request));
        const address = await addAddress(app.db, customer, request.body, geocode);
        return { error_type: ErrorType.OK, message: apiMessages.addressSaved, address };
      },
    );
    app.post(
      paths.edit,
      {
        schema: {
          tags,
          summary: 'Replaces an address of the customer',
          body: ZEditAddressRequest,
          response: { 200: ZAddressResponse },
        },
      },
      async (request) => {
        const customer = await customerOfToken(app.db, request.tenant.id, readToken(request));
        const address = await editAddress(app.db, customer, request.body.address_id, request.body, geocode);
        return { error_type: ErrorType.OK, message: apiMessages.addressSaved, address };
      },
    );
    app.post(
      paths.list,
      {
        schema: {
          tags,
          summary: "The customer's addresses, or one of them",
          body: ZListAddressesRequest,
          response: { 200: ZAddressesResponse },
        },
      },
      async (request) => {
        const customer = await customerOfToken(app.db, request.tenant.id, readToken(request));
        const list = await listAddresses(app.db, customer, request.body.address_id);
        return { error_type: ErrorType.OK, message: apiMessages.ok, addresses: list };
      },
    );
    app.post(
      paths.delete,
      {
        schema: {
          tags,
          summary: 'Deletes an address of the customer',
          body: ZAddressIdRequest,
          response: { 200: ZEnvelope },
        },
      },
      async (request) => {
        const customer = await customerOfToken(app.db, request.tenant.id, readToken(request));
        await deleteAddress(app.db, customer, request.body.address_id);
        return envelope(ErrorType.OK, apiMessages.addressDeleted);
      },
    );
  }

  app.post(
    addressPaths.getCep,
    {
      schema: {
        tags,
        summary: 'What a CEP names, and the served city and district of that name',
        body: ZGetCepRequest,
        response: { 200: ZGetCepResponse },
      },
    },
    async (request) => {
      const cep = onlyDigits(request.body.cep);
      if (cep.length !== 8) throw new AppError(ErrorType.INVALID_INPUT, apiMessages.invalidCep, 400);
      const info = await lookupCep(cep).catch(() => {
        throw new AppError(ErrorType.DELIVERY_FAILED, apiMessages.lookupFailed, 503);
      });
      if (!info) throw new AppError(ErrorType.NOT_FOUND, apiMessages.cepNotFound, 404);
      const served = await app.db
        .select({ id: cities.id, name: cities.name })
        .from(profileCities)
        .innerJoin(cities, eq(cities.id, profileCities.cityId))
        .where(and(eq(profileCities.profileId, request.tenant.id), eq(cities.state, info.state)));
      const cityId = served.find((c) => foldText(c.name) === foldText(info.city))?.id ?? null;
      let districtId: number | null = null;
      if (cityId) {
        const rows = await app.db
          .select({ id: districts.id, name: districts.name })
          .from(districts)
          .where(eq(districts.cityId, cityId));
        districtId = rows.find((d) => foldText(d.name) === foldText(info.district))?.id ?? null;
      }
      return {
        error_type: ErrorType.OK,
        message: apiMessages.ok,
        cep: `${cep.slice(0, 5)}-${cep.slice(5)}`,
        street: info.street,
        district: info.district,
        city: info.city,
        state: info.state,
        city_id: cityId,
        district_id: districtId,
      };
    },
  );
};
