import type { CreateCustomerInput } from "@vendure/common/lib/generated-shop-types";
import {
  ChannelService,
  Customer,
  CustomerService,
  type GuestCheckoutStrategy,
  type Injector,
  type Order,
  type RequestContext,
  TransactionalConnection,
} from "@vendure/core";
import {
  AlreadyLoggedInError,
  EmailAddressConflictError,
  GuestCheckoutError,
} from "@vendure/core/dist/common/error/generated-graphql-shop-errors.js";
import { IsNull } from "typeorm";
import { existingCustomerUpdate, guestEmailRefusal } from "./guest-customer-rules.ts";

/**
 * Vendure's guest checkout (guests allowed, a registered customer's address refused) with two changes:
 * the e-mail address must be one valid address, and an existing customer found by it is attached to the
 * order unchanged. Vendure's default copies the typed names onto that customer, so anyone could rename
 * another guest by typing their address.
 */
export class GuestCustomerStrategy implements GuestCheckoutStrategy {
  private connection!: TransactionalConnection;
  private customers!: CustomerService;
  private channels!: ChannelService;

  init(injector: Injector) {
    this.connection = injector.get(TransactionalConnection);
    this.customers = injector.get(CustomerService);
    this.channels = injector.get(ChannelService);
  }

  async setCustomerForOrder(ctx: RequestContext, _order: Order, input: CreateCustomerInput) {
    if (ctx.activeUserId) return new AlreadyLoggedInError();
    const refusal = guestEmailRefusal(input.emailAddress);
    if (refusal) return new GuestCheckoutError({ errorDetail: refusal });
    const emailAddress = input.emailAddress.trim().toLowerCase();
    const repository = this.connection.getRepository(ctx, Customer);
    const existing = await repository.findOne({
      relations: ["channels", "user"],
      where: { emailAddress, deletedAt: IsNull() },
    });
    if (!existing) return this.customers.createOrUpdate(ctx, { ...input, emailAddress }, true);
    if (existing.user) return new EmailAddressConflictError();
    const channelIds = existing.channels.map((channel) => String(channel.id));
    if (existingCustomerUpdate(channelIds, String(ctx.channelId)).addChannel) {
      await this.channels.assignToCurrentChannel(existing, ctx);
      await repository.save(existing, { reload: false });
    }
    return existing;
  }
}
