const holder = globalThis as typeof globalThis & { northwindDraining?: boolean }

/** Called on SIGTERM: from then on /healthz reports this process as down, so the load balancer sends it nothing new. */
export function markDraining(): void {
  holder.northwindDraining = true
}

export function isDraining(): boolean {
  return holder.northwindDraining === true
}
