import { Trans, useLingui } from '@lingui/react/macro';
import { SheetFooter } from '../../../components/form/SheetFooter';
import { AlertIcon } from '../../../components/ui/icons';
import { Sheet } from '../../../components/ui/Sheet';
import form from '../../../components/ui/SheetForm.module.css';
import type { CreatedOrder } from '../api/stories';
import styles from './SimulatedCheckoutSheet.module.css';
import { checkoutDescription, formatPaise } from './story-rules';

interface SimulatedCheckoutSheetProps {
  /** The order to pay; null keeps the sheet closed. */
  order: CreatedOrder | null;
  paying: boolean;
  onPay: () => void;
  onCancel: () => void;
}

/**
 * Dev mode's stand-in for Razorpay Checkout (no keys configured): the server pays the order
 * and signs the result as Razorpay would, so the rest of the purchase runs for real.
 */
export function SimulatedCheckoutSheet({
  order,
  paying,
  onPay,
  onCancel,
}: SimulatedCheckoutSheetProps) {
  const { t } = useLingui();
  return (
    <Sheet open={order !== null} onClose={onCancel} title={t`Test checkout`}>
      {order && <CheckoutSummary order={order} paying={paying} onPay={onPay} onCancel={onCancel} />}
    </Sheet>
  );
}

/** What is being bought, at what price, and Pay. */
function CheckoutSummary({
  order,
  paying,
  onPay,
  onCancel,
}: SimulatedCheckoutSheetProps & { order: CreatedOrder }) {
  const { t } = useLingui();
  const amount = formatPaise(order.amount);
  const orderId = order.orderId;
  return (
    <div className={form.form}>
      <p className={styles.test} role="note">
        <AlertIcon size={20} />
        <span>
          <Trans>
            <strong>Test payment — no money moves.</strong> Razorpay is not set up here, so this
            stands in for its Checkout.
          </Trans>
        </span>
      </p>
      <div className={form.summary}>
        <span className={form.summaryName}>{checkoutDescription(order.plan)}</span>
        <span className={styles.amount}>{amount}</span>
        <span className={form.summaryMeta}>
          <Trans>Including GST · order {orderId}</Trans>
        </span>
      </div>
      <SheetFooter
        label={t`Pay ${amount}`}
        busyLabel={t`Paying…`}
        busy={paying}
        onConfirm={onPay}
        onCancel={onCancel}
      />
    </div>
  );
}
