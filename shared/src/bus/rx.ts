/**
 * The bus's own RxJS pieces, for a remote's local streams. rxjs is not a federated shared module (shipped
 * whole it is 17 KB gz), so a remote that imported these itself carried a second copy of them on the
 * first screen; from here they are the one copy the page already has (issue 14).
 */
export { Observable, Subject, Subscription, filter, map } from 'rxjs';
