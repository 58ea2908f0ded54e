import { addressCalls, addressLookupCalls, geocodeAddressCalls } from '@delivery/contract/calls/addresses';
import { onlyDigits } from '@delivery/contract/br-documents';
import { envelope } from '@delivery/contract/envelope';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { register } from '../../http/register.ts';
import { createCepLookup } from '../../providers/cep.ts';
import { createGeocoder } from '../../providers/geocoder.ts';
import { addAddress, deleteAddress, editAddress, listAddresses, type Geocode } from './customer-addresses.ts';
import { servedPlaceOf } from './service.ts';

/**
 * The signed-in customer's addresses, in the two families of the contract (the geocode one finds
 * the coordinates of a free district), and the CEP lookup the address form uses.
 */
export async function customerAddressRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const geocoder = createGeocoder(config.GEOCODER_URL);
  const lookupCep = createCepLookup(config.CEP_API_URL);
  // ViaCEP and Nominatim limit (Nominatim bans) the server's own address: one caller looping over
  // these calls would break them for every customer. Counted per IP at the door, in the shared store.
  const perMinute = (max: number) => ({ config: { rateLimit: { max, timeWindow: 60_000 } } });
  const geocodedSaves = perMinute(config.GEOCODED_SAVES_PER_IP_PER_MINUTE);

  const families: { calls: typeof addressCalls; geocode: Geocode | null }[] = [
    { calls: addressCalls, geocode: null },
    { calls: geocodeAddressCalls, geocode: geocoder },
  ];
  for (const { calls, geocode } of families) {
    const saves = geocode ? geocodedSaves : {};
    await register(
      app,
      calls.addAddress,
      async (input, request) => {
        const address = await addAddress(app.db, request.customer, input, geocode);
        return { error_type: ErrorType.OK, message: apiMessages.addressSaved, address };
      },
      saves,
    );
    await register(
      app,
      calls.editAddressFull,
      async (input, request) => {
        const address = await editAddress(app.db, request.customer, input.address_id, input, geocode);
        return { error_type: ErrorType.OK, message: apiMessages.addressSaved, address };
      },
      saves,
    );
    await register(app, calls.getDataAddressCustomer, async (input, request) => ({
      error_type: ErrorType.OK,
      message: apiMessages.ok,
      addresses: await listAddresses(app.db, request.customer, input.address_id),
    }));
    await register(app, calls.deleteAddress, async (input, request) => {
      await deleteAddress(app.db, request.customer, input.address_id);
      return envelope(ErrorType.OK, apiMessages.addressDeleted);
    });
  }

  await register(
    app,
    addressLookupCalls.getCep,
    async (input, request) => {
      const cep = onlyDigits(input.cep);
      if (cep.length !== 8) throw new AppError(ErrorType.INVALID_INPUT, apiMessages.invalidCep);
      const info = await lookupCep(cep).catch(() => {
        throw new AppError(ErrorType.DELIVERY_FAILED, apiMessages.lookupFailed);
      });
      if (!info) throw new AppError(ErrorType.NOT_FOUND, apiMessages.cepNotFound);
      const served = await servedPlaceOf(app.db, request.tenant.id, info);
      return {
        error_type: ErrorType.OK,
        message: apiMessages.ok,
        cep: `${cep.slice(0, 5)}-${cep.slice(5)}`,
        street: info.street,
        district: info.district,
        city: info.city,
        state: info.state,
        city_id: served.cityId,
        district_id: served.districtId,
      };
    },
    perMinute(config.CEP_LOOKUPS_PER_IP_PER_MINUTE),
  );
}
