import type { RemoteNotice } from '@levita/federation';
import { create } from 'zustand';

/** Spec part 1 §4: toasts hide after 5000 ms. */
export const toastDurationMs = 5000;

export interface Toast extends RemoteNotice {
  id: number;
}

interface ToastState {
  toasts: Toast[];
  show: (notice: RemoteNotice) => void;
  dismiss: (id: number) => void;
}

let nextId = 1;

export const useToasts = create<ToastState>((set, get) => ({
  toasts: [],
  show: (notice) => {
    const id = nextId++;
    set({ toasts: [...get().toasts, { ...notice, id }] });
    setTimeout(() => get().dismiss(id), toastDurationMs);
  },
  dismiss: (id) => set({ toasts: get().toasts.filter((toast) => toast.id !== id) }),
}));
