import { formatRupees } from '@tika/contract';
import { SheetFooter } from '../../../components/form/SheetFooter';
import { AlertIcon } from '../../../components/ui/icons';
import { Sheet } from '../../../components/ui/Sheet';
import form from '../../../components/ui/SheetForm.module.css';
import type { CreatedOrder } from '../api/stories';
import styles from './SimulatedCheckoutSheet.module.css';
import { planName } from './story-rules';

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
  return (
    <Sheet open={order !== null} onClose={onCancel} title="Test checkout">
      {order && (
        <div className={form.form}>
          <p className={styles.test} role="note">
            <AlertIcon size={20} />
            <span>
              <strong>Test payment — no money moves.</strong> Razorpay is not set up here, so this
              stands in for its Checkout.
            </span>
          </p>
          <div className={form.summary}>
            <span className={form.summaryName}>{planName(order.plan)} · mealtime stories</span>
            <span className={styles.amount}>{formatRupees(order.amount)}</span>
            <span className={form.summaryMeta}>Including GST · order {order.orderId}</span>
          </div>
          <SheetFooter
            label={`Pay ${formatRupees(order.amount)}`}
            busyLabel="Paying…"
            busy={paying}
            onConfirm={onPay}
            onCancel={onCancel}
          />
        </div>
      )}
    </Sheet>
  );
}
