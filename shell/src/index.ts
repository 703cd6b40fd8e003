// Async boundary: shared singletons are negotiated before React or the bus load.
import('./main');
