import {
  type Channel,
  ConfigService,
  type Injector,
  LanguageCode,
  type RequestContext,
  RequestContextService,
  TransactionalConnection,
  User,
} from "@vendure/core";

/**
 * A request context acting as the superadmin, as an admin would in the Admin UI: services that check
 * channel permissions (assigning products to channels) refuse an anonymous context.
 */
export async function superadminContext(injector: Injector, channel?: Channel | string): Promise<RequestContext> {
  const { identifier } = injector.get(ConfigService).authOptions.superadminCredentials;
  const user = await injector
    .get(TransactionalConnection)
    .rawConnection.getRepository(User)
    .findOne({ where: { identifier }, relations: { roles: { channels: true } } });
  return injector.get(RequestContextService).create({
    apiType: "admin",
    user: user ?? undefined,
    channelOrToken: channel,
    languageCode: LanguageCode.en,
  });
}
