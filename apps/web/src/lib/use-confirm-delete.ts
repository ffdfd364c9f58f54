import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { MESSAGES } from '@broker/contract';
import { confirmDialog, toast } from './feedback';

/**
 * Deleting one saved item from a history list (a colour page, a report): confirm, delete on the
 * server, drop the item's cached detail, refresh the list, and say it is done.
 */
export function useConfirmDelete(options: {
  remove(id: string): Promise<unknown>;
  detailKey(id: string): QueryKey;
  listKey: QueryKey;
  deletedText: string;
}): (id: string) => void {
  const queryClient = useQueryClient();
  return (id) =>
    confirmDialog({
      content: MESSAGES.confirmDelete,
      danger: true,
      onConfirm: async () => {
        await options.remove(id);
        queryClient.removeQueries({ queryKey: options.detailKey(id) });
        await queryClient.invalidateQueries({ queryKey: options.listKey });
        toast.show(options.deletedText);
      },
    });
}
