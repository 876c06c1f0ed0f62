/** SPEC 2.7: shown everywhere else while maintenance is on; it pushes the page down 40 px. */
export function MaintenanceBanner() {
  return (
    <div className="shell-maintenance-banner" role="status">
      Site is currently in maintenance mode. Some features may be unavailable.
    </div>
  );
}
